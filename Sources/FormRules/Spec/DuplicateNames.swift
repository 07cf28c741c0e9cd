/// Finds names a decoded spec uses twice where they must be unique (FR108).
///
/// Fields, computed values and buttons share one namespace (all are named in expressions
/// or in examples' `expect:`), so a computed value or a button named like a field, or a
/// button named like a computed value, is an error; so is a computed value named like a
/// word of expressions (`today`, `and`, …), which no expression could read, and so are
/// two examples with the same name. Duplicate keys within one mapping are the YAML layer's to report.
enum DuplicateNames {
  /// Reports every name of `form` already taken.
  static func check(_ form: FormDefinition, reader: inout SpecReader) {
    var fields: [String: SourceLocation] = [:]
    for field in form.fields where fields[field.name.value] == nil {
      fields[field.name.value] = field.name.location
    }
    var computed: [String: SourceLocation] = [:]
    for value in form.computed {
      let name = value.name.value
      if ExpressionLexer.keywords[name] != nil {
        reader.report(
          .duplicateName, at: value.name.location,
          "computed value '\(name)' is named like the expression word '\(name)', so no expression could read it"
        )
      } else if let field = fields[name] {
        reader.report(
          .duplicateName, at: value.name.location,
          "computed value '\(name)' has the same name as field '\(name)'",
          notes: [Diagnostic.Note("field '\(name)' is defined here", at: field)])
      } else if computed[name] == nil {
        computed[name] = value.name.location
      }
    }
    for button in form.buttons {
      let name = button.name.value
      guard
        let (kind, first) = fields[name].map({ ("field", $0) })
          ?? computed[name].map({ ("computed value", $0) })
      else { continue }
      reader.report(
        .duplicateName, at: button.name.location, "button '\(name)' has the same name as \(kind) '\(name)'",
        notes: [Diagnostic.Note("\(kind) '\(name)' is defined here", at: first)])
    }
    var examples: [String: SourceLocation] = [:]
    for example in form.examples where !example.name.isEmpty {
      if let first = examples[example.name] {
        reader.report(
          .duplicateName, at: example.location, "example '\(example.name)' is defined twice",
          notes: [Diagnostic.Note("the first example '\(example.name)' is here", at: first)])
      } else {
        examples[example.name] = example.location
      }
    }
  }
}
