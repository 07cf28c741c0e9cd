/// Decodes one item of `examples:`.
enum ExampleDecoder {
  /// The keys an example may have.
  static let keys = ["name", "set", "wait", "tap", "steps", "expect", "today", "locale", "responses"]

  /// Decodes the example `node`, the `index`-th (1-based) of the list.
  ///
  /// The steps come either from `steps:` or from the example's own `set:`, `wait:` and
  /// `tap:`, which run in that order; an example with both forms is FR109 and keeps
  /// `steps:`. Returns nil only when `node` is not a mapping.
  static func decode(_ node: YAMLNode, index: Int, reader: inout SpecReader) -> ExampleDefinition? {
    let owner = SpecOwner.named(title(of: node, index: index))
    guard
      let mapping = reader.mapping(
        node, as: "each example", owner: owner, keys: keys,
        hint: "write an example as a mapping with 'name', 'set' and 'expect'")
    else { return nil }
    var example = ExampleDefinition(
      name: "", location: mapping.location, steps: [], expectations: [])
    if let name = mapping["name"] {
      example.name = reader.text(name.value, as: name.what) ?? ""
    } else {
      reader.reportMissing(["name"], in: mapping, owner: owner)
    }
    if let today = mapping["today"] {
      example.today = reader.date(today.value, as: today.what)
    }
    if let locale = mapping["locale"] {
      example.locale = reader.localeTag(locale.value, as: locale.what)
    }
    if let responses = mapping["responses"] {
      example.responses = CannedResponseDecoder.decode(responses, reader: &reader)
    }
    if let steps = mapping["steps"] {
      for conflicting in mapping.present(ExampleStepDecoder.keys) {
        reader.report(
          .conflictingKeys, at: conflicting.keyLocation,
          "\(owner.description) has both 'steps' and \(conflicting.what); move \(conflicting.what) into 'steps'"
        )
      }
      let items = reader.list(steps.value, as: steps.what, nullIsEmpty: true) ?? []
      example.steps = items.compactMap {
        ExampleStepDecoder.decodeItem($0, example: owner, reader: &reader)
      }
    } else {
      example.steps = ExampleStepDecoder.keys.compactMap { key in
        mapping[key].flatMap { ExampleStepDecoder.decode($0, reader: &reader) }
      }
    }
    if let expect = mapping["expect"] {
      let targets = reader.mapping(
        expect.value, as: expect.what, owner: .named("'expect'"), keys: nil, nullIsEmpty: true)
      example.expectations = (targets?.entries ?? []).compactMap {
        ExpectationDecoder.decode(target: $0.key, node: $0.value, reader: &reader)
      }
    }
    return example
  }

  /// How messages name the example: `example 'NAME'` when it has a readable name, else
  /// `example N`.
  private static func title(of node: YAMLNode, index: Int) -> String {
    if case .mapping(let pairs) = node.content,
      let pair = pairs.first(where: { $0.key.scalar?.text == "name" }),
      let name = pair.value.scalar, !pair.value.isSpecNull
    {
      return "example '\(name.text)'"
    }
    return "example \(index)"
  }
}
