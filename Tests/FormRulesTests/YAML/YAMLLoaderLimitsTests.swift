import Testing

@testable import FormRules

/// Anchors, aliases, size, depth, scalar-length, node-count and document-count limits.
@Suite struct YAMLLoaderLimitsTests {
  @Test func aliasIsRejectedAtItsLocation() throws {
    let error = try #require(YAMLTestSupport.error(loading: "a: 1\nb: *x\n"))
    #expect(error.diagnostic.code == .yamlAlias)
    #expect(error.diagnostic.location == SourceLocation(file: "spec.yaml", line: 2, column: 4))
    #expect(error.diagnostic.message == "aliases ('*x') are not allowed in specs")
  }

  @Test(arguments: [
    ("a: &x 1\n", "1:4", "x"),
    ("a:\n  - &item [1]\n", "2:5", "item"),
    ("base: &b\n  k: v\n", "1:7", "b"),
  ])
  func anchorIsRejectedAtItsLocation(_ text: String, _ position: String, _ name: String) throws {
    let error = try #require(YAMLTestSupport.error(loading: text))
    #expect(error.diagnostic.code == .yamlAlias)
    #expect(error.diagnostic.location.position == position)
    #expect(error.diagnostic.message == "anchors ('&\(name)') are not allowed in specs")
  }

  @Test func billionLaughsIsRefusedAtTheFirstAnchor() throws {
    var text = "lol0: &l0 \"lol\"\n"
    for level in 1...9 {
      let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      text += "lol\(level): &l\(level) [\(refs)]\n"
    }
    let error = try #require(YAMLTestSupport.error(loading: text))
    #expect(error.diagnostic.code == .yamlAlias)
    #expect(error.diagnostic.location.position == "1:7")
  }

  @Test(arguments: [
    (64, nil),
    (65, "1:65"),
  ])
  func flowSequenceDepth(_ depth: Int, _ refusedAt: String?) {
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = YAMLTestSupport.error(loading: text)
    #expect(error?.diagnostic.location.position == refusedAt)
    if let error {
      #expect(error.diagnostic.code == .yamlLimit)
      #expect(error.diagnostic.message == "nesting is deeper than the limit of 64 levels")
    }
  }

  @Test(arguments: [
    (64, nil),
    (65, "1:257"),
  ])
  func flowMappingDepth(_ depth: Int, _ refusedAt: String?) {
    let text = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
    #expect(YAMLTestSupport.error(loading: text)?.diagnostic.location.position == refusedAt)
  }

  @Test(arguments: [
    (64, nil),
    (65, "65:129"),
  ])
  func blockMappingDepth(_ depth: Int, _ refusedAt: String?) {
    let text = (0..<depth).map { String(repeating: "  ", count: $0) + "k:\n" }.joined()
    #expect(YAMLTestSupport.error(loading: text)?.diagnostic.location.position == refusedAt)
  }

  @Test(arguments: [200 * 1024, 1_048_576])
  func hugeOpenBracketRunIsRefusedByDepth(_ size: Int) throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: size)
    let error = try #require(YAMLTestSupport.error(loading: bytes))
    #expect(error.diagnostic.code == .yamlLimit)
    #expect(error.diagnostic.location.position == "1:65")
  }

  @Test func customDepthLimit() {
    let limits = YAMLLimits(maxDepth: 2)
    #expect(YAMLTestSupport.error(loading: "a: [1]", limits: limits) == nil)
    let error = YAMLTestSupport.error(loading: "a: [[1]]", limits: limits)
    #expect(error?.diagnostic.location.position == "1:5")
  }

  @Test func inputOverOneMebibyteIsRefusedBeforeParsing() throws {
    // Invalid UTF-8 throughout: the size check must come first.
    let bytes = [UInt8](repeating: 0xFF, count: 1_048_577)
    let error = try #require(YAMLTestSupport.error(loading: bytes))
    #expect(error.diagnostic.code == .yamlLimit)
    #expect(error.diagnostic.location == SourceLocation(file: "spec.yaml", line: 1, column: 1))
    #expect(error.diagnostic.message == "input of 1048577 bytes exceeds the limit of 1048576 bytes")
  }

  @Test func inputOfExactlyTheLimitIsRead() {
    let text = "a: " + String(repeating: "x", count: 7)
    #expect(YAMLTestSupport.error(loading: text, limits: YAMLLimits(maxInputBytes: 10)) == nil)
    let error = YAMLTestSupport.error(loading: text + "x", limits: YAMLLimits(maxInputBytes: 10))
    #expect(error?.diagnostic.code == .yamlLimit)
  }

  @Test func longScalarIsRefusedAtItsStart() throws {
    let fits = "key: " + String(repeating: "x", count: 65_536)
    #expect(YAMLTestSupport.error(loading: fits) == nil)
    let error = try #require(YAMLTestSupport.error(loading: fits + "x"))
    #expect(error.diagnostic.code == .yamlLimit)
    #expect(error.diagnostic.location.position == "1:6")
    #expect(error.diagnostic.message == "scalar of 65537 bytes exceeds the limit of 65536 bytes")
  }

  @Test func scalarLimitCountsUTF8Bytes() {
    let limits = YAMLLimits(maxScalarBytes: 6)
    #expect(YAMLTestSupport.error(loading: "名前", limits: limits) == nil)
    #expect(YAMLTestSupport.error(loading: "名前を", limits: limits)?.diagnostic.code == .yamlLimit)
  }

  @Test func nodeCountLimit() throws {
    let limits = YAMLLimits(maxNodes: 5)
    #expect(YAMLTestSupport.error(loading: "[1, 2, 3, 4]", limits: limits) == nil)
    let error = try #require(YAMLTestSupport.error(loading: "[1, 2, 3, 4, 5]", limits: limits))
    #expect(error.diagnostic.code == .yamlLimit)
    #expect(error.diagnostic.location.position == "1:14")
    #expect(error.diagnostic.message == "document has more than 5 nodes")
  }

  @Test func defaultNodeCountLimit() {
    let text = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
    #expect(
      YAMLTestSupport.error(loading: text)?.diagnostic.message
        == "document has more than 100000 nodes")
  }

  @Test(arguments: [
    ("a: 1\n---\nb: 2\n", "2:1", "1:1"),
    ("--- a\n--- b\n", "2:1", "1:1"),
    ("a: 1\n...\n---\n", "3:1", "1:1"),
  ])
  func secondDocumentIsRefused(_ text: String, _ position: String, _ first: String) throws {
    let error = try #require(YAMLTestSupport.error(loading: text))
    #expect(error.diagnostic.code == .yamlDocumentCount)
    #expect(error.diagnostic.location.position == position)
    #expect(error.diagnostic.message == "a spec file must hold a single yaml document")
    #expect(error.diagnostic.notes.map { $0.location?.position } == [first])
  }
}
