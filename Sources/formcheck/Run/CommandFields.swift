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

  /// The fields of `spec`.
  init(spec: FormSpec) {
    names = spec.fields.map(\.name)
    publicNames = Set(spec.fields.filter { !$0.isSecret }.map(\.name))
  }

  /// Whether `name` is exactly a field's name.
  func contains(_ name: String) -> Bool { names.contains(name) }

  /// Whether `name` is exactly the name of a field that is not secret.
  func isPublic(_ name: String) -> Bool { publicNames.contains(name) }

  /// Throws when `name` is not exactly a field's name, with an error that does not repeat
  /// it; `syntax` says how the command listing the fields is written.
  func check(_ name: String, syntax: ScriptCommand.Syntax) throws(ScriptCommandError) {
    guard !contains(name) else { return }
    if let guess = NameSuggestion.suggestion(for: name, among: names) {
      throw ScriptCommandError("unknown field name (not shown) — did you mean '\(guess)'?")
    }
    throw ScriptCommandError("unknown field name (not shown); '\(syntax.prefix)show' lists the fields")
  }
}
