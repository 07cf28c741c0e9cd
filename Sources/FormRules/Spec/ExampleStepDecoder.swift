/// Decodes the steps of an example: `set:`, `wait:` and `tap:`, as keys of the example
/// or as the single-key items of its `steps:` list.
enum ExampleStepDecoder {
  /// The step keys, in the order they run when written as keys of the example.
  static let keys = ["set", "wait", "tap"]

  /// Decodes one `steps:` item of `example`: a mapping with exactly one step key
  /// (none is FR103, two is FR109 and keeps the first).
  static func decodeItem(_ node: YAMLNode, example: SpecOwner, reader: inout SpecReader)
    -> ExampleDefinition.Step?
  {
    guard
      let mapping = reader.mapping(
        node, as: "each step", owner: .named("a step of \(example.description)"), keys: keys,
        hint: "write a step as '- set: {FIELD: VALUE}', '- wait: 2s' or '- tap: BUTTON'")
    else { return nil }
    // The mapping was read with `keys`, so every entry is a step key.
    guard let first = mapping.entries.first else {
      reader.reportMissing(keys, in: mapping, owner: SpecOwner.named("a step"))
      return nil
    }
    for extra in mapping.entries.dropFirst() {
      reader.report(
        .conflictingKeys, at: extra.keyLocation,
        "a step has both \(first.what) and \(extra.what); write them as two steps")
    }
    return decode(first, reader: &reader)
  }

  /// Decodes the step written as `entry` (`set`, `wait` or `tap`).
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> ExampleDefinition
    .Step?
  {
    switch entry.key.value {
    case "set": set(entry.value, reader: &reader)
    case "wait": reader.duration(entry.value, as: entry.what).map(ExampleDefinition.Step.wait)
    case "tap":
      reader.locatedText(entry.value, as: entry.what, needs: "a button name").map(
        ExampleDefinition.Step.tap)
    default: nil
    }
  }

  /// Reads `set:`: a mapping of field names to scalars, each value taken as its text, a
  /// null one as the empty string (`set: {age: 18}` sets "18"; `set: {name: ~}` clears).
  private static func set(_ node: YAMLNode, reader: inout SpecReader) -> ExampleDefinition.Step? {
    guard
      let mapping = reader.mapping(
        node, as: "'set'", owner: .named("'set'"), keys: nil, nullIsEmpty: true,
        hint: "write 'set' as a mapping such as '{username: abc}'")
    else { return nil }
    var values: [(field: Located<String>, value: String)] = []
    values.reserveCapacity(mapping.entries.count)
    for entry in mapping.entries {
      guard let scalar = entry.value.scalar else {
        reader.report(
          .wrongType, at: reader.location(of: entry.value),
          "the value of \(entry.what) in 'set' needs text, found \(entry.value.specDescription)")
        continue
      }
      values.append((entry.key, entry.value.isSpecNull ? "" : scalar.text))
    }
    return .set(values)
  }
}
