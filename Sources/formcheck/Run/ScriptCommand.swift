/// One command of a `run` script (`set FIELD VALUE`, `tap BUTTON`, `wait DURATION`,
/// `show`, `quit`), or — after its `:` — of the interactive prompt.
enum ScriptCommand: Equatable {
  /// Sets a field. `value` is the rest of the line after the field name and one space;
  /// nil when the line ends right after the name.
  case set(field: String, value: String?)
  /// Taps a button.
  case tap(button: String)
  /// Moves the virtual clock forward.
  case wait(WaitDuration)
  /// Prints the whole state.
  case show
  /// Stops.
  case quit

  /// Reads one command written in `syntax`. `text` is the command without leading
  /// blanks (and without the prompt's `:`); trailing blanks matter only in a value.
  static func parse(_ text: String, syntax: Syntax = .script) throws(ScriptCommandError) -> ScriptCommand {
    let (head, rest) = text.splitAtFirstSpace()
    let word = head.trimmingBlanks()
    let argument = rest?.trimmingBlanks() ?? ""
    let usage = { (form: String) in ScriptCommandError("usage: \(syntax.prefix)\(form)") }
    switch word {
    case "set":
      guard let rest else { throw usage("set FIELD VALUE") }
      let (field, value) = rest.splitAtFirstSpace()
      guard !field.isEmpty else { throw usage("set FIELD VALUE") }
      return .set(field: field, value: value)
    case "tap":
      guard !argument.isEmpty else { throw usage("tap BUTTON") }
      return .tap(button: argument)
    case "wait" where syntax == .script:
      guard !argument.isEmpty else { throw usage("wait DURATION (e.g. 300ms, 2s)") }
      return .wait(try WaitDuration(parsing: argument))
    case "show", "quit":
      guard argument.isEmpty else { throw ScriptCommandError("'\(syntax.prefix)\(word)' takes no arguments") }
      return word == "show" ? .show : .quit
    default:
      throw syntax.unknownCommand(word)
    }
  }
}
