import Testing

@testable import FormRules

/// Scalar text, styles and tags as the loader keeps them.
@Suite struct YAMLLoaderScalarTests {
  static let text = """
    plain: some text
    single: 'it''s'
    double: "tab\\there \\u00e9"
    literal: |
      line one
      line two
    folded: >
      folded
      text
    tagged: !!str 6
    custom: !color red
    nonspecific: ! 6
    empty:

    """

  @Test func stylesTextAndTags() throws {
    let root = try #require(try YAMLLoader.load(Self.text, file: YAMLTestSupport.file).root)
    let yamlString = "tag:yaml.org,2002:str"
    let expected: [(String, YAMLScalar)] = [
      ("plain", YAMLScalar(text: "some text", style: .plain, tag: nil)),
      ("single", YAMLScalar(text: "it's", style: .singleQuoted, tag: nil)),
      ("double", YAMLScalar(text: "tab\there é", style: .doubleQuoted, tag: nil)),
      ("literal", YAMLScalar(text: "line one\nline two\n", style: .literal, tag: nil)),
      ("folded", YAMLScalar(text: "folded text\n", style: .folded, tag: nil)),
      ("tagged", YAMLScalar(text: "6", style: .plain, tag: yamlString)),
      ("custom", YAMLScalar(text: "red", style: .plain, tag: "!color")),
      ("nonspecific", YAMLScalar(text: "6", style: .plain, tag: nil)),
      ("empty", YAMLScalar(text: "", style: .plain, tag: nil)),
    ]
    for (key, scalar) in expected {
      #expect(root[key]?.scalar == scalar, "\(key)")
    }
  }

  @Test func blockScalarWithCRLFHasLineFeeds() throws {
    let text = "literal: |\r\n  one\r\n  two\r\nnext: x\r\n"
    let root = try #require(try YAMLLoader.load(text, file: YAMLTestSupport.file).root)
    #expect(root["literal"]?.scalar?.text == "one\ntwo\n")
    #expect(root["next"]?.mark.position == "4:7")
  }

  @Test func scalarRootIsAllowed() throws {
    let root = try #require(try YAMLLoader.load("just text\n", file: YAMLTestSupport.file).root)
    #expect(root.scalar?.text == "just text")
    #expect(root.mark.position == "1:1")
  }

  @Test func taggedCollectionsKeepTheirContent() throws {
    let root = try #require(
      try YAMLLoader.load("!!map {a: !!seq [1]}\n", file: YAMLTestSupport.file).root)
    #expect(root["a"]?.sequenceItems?.first?.scalar?.text == "1")
  }
}
