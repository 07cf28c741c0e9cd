import Testing

@testable import FormRules

/// Explicit YAML tags decide a scalar's type, as the core schema says.
@Suite struct SpecDecoderTagTests {
  typealias S = SpecTestSupport

  /// `node` with the tag `tag` on every scalar whose text is `text`.
  private func tagging(_ node: YAMLNode, _ text: String, _ tag: String) -> YAMLNode {
    var node = node
    switch node.content {
    case .scalar(var scalar):
      if scalar.text == text { scalar.tag = tag }
      node.content = .scalar(scalar)
    case .sequence(let items):
      node.content = .sequence(items.map { tagging($0, text, tag) })
    case .mapping(let entries):
      node.content = .mapping(
        entries.map { YAMLMappingEntry(key: $0.key, value: tagging($0.value, text, tag)) })
    }
    return node
  }

  @Test func intTagMakesAQuotedNumberANumber() throws {
    let node = tagging(
      S.withRules([["min_length": .double("6")]]).node(), "6", "tag:yaml.org,2002:int")
    let (form, diagnostics) = SpecDecoder.decode(node, file: S.file)
    #expect(diagnostics.isEmpty)
    #expect(try #require(form?.fields.first?.rules.first).kind == .minLength(.init(6)))
  }

  @Test func strTagMakesAPlainNumberText() {
    let node = tagging(
      S.withRules([["min_length": 6]]).node(), "6", "tag:yaml.org,2002:str")
    let diagnostics = SpecDecoder.decode(node, file: S.file).1.map(S.render)
    #expect(diagnostics == ["FR102 5:21 'min_length' needs a whole number, found text \"6\""])
  }

  @Test func boolTagMakesAQuotedBooleanABoolean() throws {
    let node = tagging(
      S.withField(["secret": .single("true")]).node(), "true", "tag:yaml.org,2002:bool")
    let (form, diagnostics) = SpecDecoder.decode(node, file: S.file)
    #expect(diagnostics.isEmpty)
    #expect(try #require(form?.fields.first).secret)
  }
}
