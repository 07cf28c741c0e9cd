/// Finds names a decoded spec uses twice where they must be unique (FR108).
///
/// Fields and buttons share one namespace (both are named in `enabled_when` and in
/// examples' `expect:`), so a button named like a field is an error; so are two examples
/// with the same name. Duplicate keys within one mapping are the YAML layer's to report.
enum DuplicateNames {
  /// Reports every name of `form` already taken.
  static func check(_ form: FormDefinition, reader: inout SpecReader) {
    var fields: [String: SourceLocation] = [:]
    for field in form.fields where fields[field.name.value] == nil {
      fields[field.name.value] = field.name.location
    }
    for button in form.buttons {
      guard let field = fields[button.name.value] else { continue }
      reader.report(
        .duplicateName, at: button.name.location,
        "button '\(button.name.value)' has the same name as field '\(button.name.value)'",
        notes: [Diagnostic.Note("field '\(button.name.value)' is defined here", at: field)])
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
