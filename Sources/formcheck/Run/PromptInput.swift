import ServeWire

/// A line typed at the interactive prompt. Commands start with `:` so that they never
/// clash with values; a value that itself starts with `:` is typed with two (`::x` is
/// the value `:x`).
enum PromptInput {
  /// A value for the field being asked (or, at a command prompt, stray text).
  case value(String)
  /// `:set FIELD VALUE`, `:tap BUTTON`, `:show` or `:quit`.
  case command(ScriptCommand)
  /// `:set FIELD` without a value: ask for that field.
  case ask(field: String)
  /// `:help`.
  case help

  /// Reads one typed line for a form with `fields`.
  init(parsing line: String, fields: CommandFields) throws(ScriptCommandError) {
    if line.hasPrefix("::") {
      self = .value(String(line.dropFirst()))
      return
    }
    guard line.hasPrefix(":") else {
      self = .value(line)
      return
    }
    let text = String(line.dropFirst())
    if text.trimmingBlanks() == "help" {
      self = .help
      return
    }
    switch try ScriptCommand.parse(text, syntax: .prompt, fields: fields) {
    case .set(let field, nil): self = .ask(field: field)
    case let command: self = .command(command)
    }
  }

  /// Whether the line may go into the history: not when it sets a field that is not
  /// known to be public (a secret field, or a name that may be a mistyped one).
  func mayBeRemembered(publicFields: Set<String>) -> Bool {
    guard case .command(.set(let field, _)) = self else { return true }
    return publicFields.contains(field)
  }

  /// The `:help` text.
  static let helpText = """
    At a field's prompt, type its value and press Enter (a value starting with ':' is
    typed with two: '::x' is ':x'). Commands:
      :set FIELD VALUE  set a field
      :set FIELD        ask for a field's value (hidden when it is secret), taken as typed
      :tap BUTTON       tap a button, then show the state
      :add GROUP        add an item to a repeated group
      :remove ITEM      remove an item of a repeated group ('phones[2]')
      :show             show the whole state
      :help             show this help
      :quit             leave (Ctrl-D too)
    When every field is valid and one button is enabled, Enter taps it.
    """
}
