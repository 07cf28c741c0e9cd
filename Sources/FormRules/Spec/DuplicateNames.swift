/// Finds names a decoded spec uses twice where they must be unique (FR108).
///
/// Fields and buttons share one namespace (both are named in `enabled_when` and in
/// examples' `expect:`), so a button named like a field is an error; so are two examples
/// with the same name. Duplicate keys within one mapping are the YAML layer's to report.
enum DuplicateNames {
  /// Reports every name of `form` already taken.
  static func check(_ form: FormDefinition, reader: inout SpecReader) {
    // Sized once, and definitions read in place by index: copying one would retain all it holds.
    var fields = [String: SourceLocation](minimumCapacity: form.fields.count)
    for index in form.fields.indices where fields[form.fields[index].name.value] == nil {
      fields[form.fields[index].name.value] = form.fields[index].name.location
    }
    for index in form.buttons.indices {
      let button = form.buttons[index]
      guard let field = fields[button.name.value] else { continue }
      reader.report(
        .duplicateName, at: button.name.location,
        "button '\(button.name.value)' has the same name as field '\(button.name.value)'",
        notes: [Diagnostic.Note("field '\(button.name.value)' is defined here", at: field)])
    }
    var examples = [String: SourceLocation](minimumCapacity: form.examples.count)
    for index in form.examples.indices where !form.examples[index].name.isEmpty {
      let name = form.examples[index].name
      if let first = examples[name] {
        reader.report(
          .duplicateName, at: form.examples[index].location, "example '\(name)' is defined twice",
          notes: [Diagnostic.Note("the first example '\(name)' is here", at: first)])
      } else {
        examples[name] = form.examples[index].location
      }
    }
  }
}
