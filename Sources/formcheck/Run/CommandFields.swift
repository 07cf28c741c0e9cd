import FormRules

/// The fields of a form as commands name them (`set`, `:set`): which names exist, and
/// whose values may be shown.
///
/// A name that is not exactly a field's may hold a secret — `set password<TAB>hunter22`
/// with a blank this reader did not split on, or a value typed where the name goes — so it
/// is never repeated: the error names only the field it resembles.
struct CommandFields {
  /// Every field's name, in spec order.
  private let names: [String]
  /// Fields whose values may be shown: those not secret.
  private let publicNames: Set<String>

  /// Whether names are paths with item numbers (a form with groups): they are then
  /// compared with `[]` for each number (`phones[2].number` as `phones[].number`).
  private let hasGroups: Bool

  /// The fields of `spec`.
  init(spec: FormSpec) {
    hasGroups = spec.hasGroups
    guard spec.hasGroups else {
      names = spec.fields.map(\.name)
      publicNames = Set(spec.fields.filter { !$0.isSecret }.map(\.name))
      return
    }
    let patterns = RecordShape.patterns(of: spec.recordShape)
    names = patterns.map(\.path)
    publicNames = Set(patterns.filter { !$0.secret }.map(\.path))
  }

  /// `name` as the names are compared.
  private func key(_ name: String) -> String { hasGroups ? RecordShape.pattern(of: name) : name }

  /// `pattern` (`phones[].number`) with the item numbers `name` has, in order
  /// (`phones[2].numbr` gives `phones[2].number`); `[]` left where `name` has none.
  private func numbered(_ pattern: String, like name: String) -> String {
    var numbers = name.split(separator: "[").dropFirst().compactMap { $0.split(separator: "]").first }[...]
    var result = ""
    for character in pattern {
      result.append(character)
      if character == "[", let number = numbers.popFirst() { result += number }
    }
    return result
  }

  /// Whether `name` is exactly a field's name.
  func contains(_ name: String) -> Bool { names.contains(key(name)) }

  /// Whether `name` is exactly the name of a field that is not secret.
  func isPublic(_ name: String) -> Bool { publicNames.contains(key(name)) }

  /// Throws when `name` is not exactly a field's name, with an error that does not repeat
  /// it; `syntax` says how the command listing the fields is written.
  func check(_ name: String, syntax: ScriptCommand.Syntax) throws(ScriptCommandError) {
    guard !contains(name) else { return }
    if let guess = NameSuggestion.suggestion(for: key(name), among: names) {
      throw ScriptCommandError(
        "unknown field name (not shown) — did you mean '\(numbered(guess, like: name))'?")
    }
    throw ScriptCommandError("unknown field name (not shown); '\(syntax.prefix)show' lists the fields")
  }
}
