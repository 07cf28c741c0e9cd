import ServeWire

/// One command of a `run` script (`set FIELD VALUE`, `tap BUTTON`, `wait DURATION`,
/// `show`, `quit`; in a form with groups also `add GROUP`, `remove GROUP[N]`), or — after
/// its `:` — of the interactive prompt.
///
/// Words are separated by blanks (any white space, see ``Unicode/Scalar/isBlank``).
enum ScriptCommand: Equatable {
  /// Sets a field. `value` is the rest of the line after the field name and one blank;
  /// nil when the line ends right after the name.
  case set(field: String, value: String?)
  /// Taps a button.
  case tap(button: String)
  /// Moves the virtual clock forward.
  case wait(WaitDuration)
  /// Adds an empty item at the end of a repeated group (`phones`).
  case add(group: String)
  /// Removes an item of a repeated group (`phones[2]`).
  case remove(item: String)
  /// Prints the whole state.
  case show
  /// Stops.
  case quit

  /// Reads one command written in `syntax` for a form with `fields`. `text` is the command
  /// without leading blanks (and without the prompt's `:`); trailing blanks matter only
  /// in a value. A `set` of a name that is not exactly a field's is an error that does
  /// not repeat the name (see ``CommandFields``).
  static func parse(_ text: String, syntax: Syntax = .script, fields: CommandFields)
    throws(ScriptCommandError)
    -> ScriptCommand
  {
    let (word, rest) = text.splitAtFirstBlank()
    let argument = rest?.trimmingBlanks() ?? ""
    let usage = { (form: String) in ScriptCommandError("usage: \(syntax.prefix)\(form)") }
    switch word {
    case "set":
      guard let (field, value) = setArguments(rest) else { throw usage("set FIELD VALUE") }
      try fields.check(field, syntax: syntax)
      return .set(field: field, value: value)
    case "tap":
      guard !argument.isEmpty else { throw usage("tap BUTTON") }
      return .tap(button: argument)
    case "add":
      guard !argument.isEmpty else { throw usage("add GROUP") }
      return .add(group: argument)
    case "remove":
      guard !argument.isEmpty else { throw usage("remove GROUP[N]") }
      return .remove(item: argument)
    case "wait" where syntax == .script:
      guard !argument.isEmpty else { throw usage("wait DURATION (e.g. \(WaitDuration.examples))") }
      return .wait(try WaitDuration(parsing: argument))
    case "show", "quit":
      guard argument.isEmpty else { throw ScriptCommandError("'\(syntax.prefix)\(word)' takes no arguments") }
      return word == "show" ? .show : .quit
    default:
      throw syntax.unknownCommand(word)
    }
  }

  /// The field name and value of `set`, from what follows `set` and its blank: the name
  /// after any further blanks, the value after the one blank that ends the name (nil when
  /// nothing follows the name). Nil when no name is given.
  static func setArguments(_ rest: String?) -> (field: String, value: String?)? {
    guard let rest else { return nil }
    let (field, value) = rest.droppingLeadingBlanks().splitAtFirstBlank()
    return field.isEmpty ? nil : (field, value)
  }
}
