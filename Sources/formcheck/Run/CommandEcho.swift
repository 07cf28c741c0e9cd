import FormRules

/// The text of a script line as `run --json` echoes it in `"command"`: as written, except
/// where it may hold a secret. A value is shown only when it belongs to a field known not
/// to be secret; otherwise it becomes `******` — always six stars, so not even its length
/// shows. An unknown field's value is masked too (it may be a mistyped secret field), and
/// so is everything after an unknown command word.
struct CommandEcho {
  /// Fields whose values may be shown.
  private let publicFields: Set<String>

  /// What replaces a value that must not show.
  static let mask = "******"

  /// An echo for the fields of `spec`.
  init(spec: FormSpec) {
    publicFields = Set(spec.fields.filter { !$0.isSecret }.map(\.name))
  }

  /// The echo of `line` (a command without leading blanks).
  func text(of line: String) -> String {
    let (head, rest) = line.splitAtFirstSpace()
    guard let rest else { return line }
    let word = head.trimmingBlanks()
    if word == "set" {
      let (field, value) = rest.splitAtFirstSpace()
      guard value != nil, !publicFields.contains(field) else { return line }
      return "\(head) \(field) \(Self.mask)"
    }
    guard ScriptCommand.Syntax.script.words.contains(word) else { return "\(head) \(Self.mask)" }
    return line
  }
}
