import ServeWire

/// The text of a script line as `run --json` echoes it in `"command"`: as written, except
/// where it may hold a secret. After `set`, everything is masked unless the name is
/// exactly a field's: then the name shows, and the value too when the field is not
/// secret. A masked part becomes `******` — always six stars, so not even its length
/// shows. After a word that is no command everything is masked, and the word too unless
/// it resembles a command (see ``ScriptCommand/Syntax/mayRepeat(unknownWord:)``).
struct CommandEcho {
  /// The form's fields.
  private let fields: CommandFields

  /// What replaces a value that must not show.
  static let mask = "******"

  /// An echo for a form with `fields`.
  init(fields: CommandFields) {
    self.fields = fields
  }

  /// The echo of `line` (a command without leading blanks).
  func text(of line: String) -> String {
    let (word, rest) = line.splitAtFirstBlank()
    let syntax = ScriptCommand.Syntax.script
    guard syntax.words.contains(word) else {
      guard syntax.mayRepeat(unknownWord: word) else { return Self.mask }
      return rest == nil ? word : "\(word) \(Self.mask)"
    }
    guard word == "set", rest != nil else { return line }
    guard let (field, value) = ScriptCommand.setArguments(rest) else { return word }
    guard fields.contains(field) else { return "\(word) \(Self.mask)" }
    if fields.isPublic(field) { return line }
    return value == nil ? "\(word) \(field)" : "\(word) \(field) \(Self.mask)"
  }
}
