import Testing

@testable import FormRules

/// The node tree and the exact 1-based positions the loader gives a small spec.
@Suite struct YAMLLoaderStructureTests {
  /// A small spec with multibyte characters before nodes on the same line.
  static let spec = """
    form: register
    title: "Créer un compte"
    fields:
      名前:
        label: 名前を入力
        tags: [名前, 値, "é"]
        rules:
          - min_length: 6
            message: 'Too short'
          - pattern: "[a-z]+"
      🙂: yes
      e\u{301}: x

    """

  /// Checks every position in ``spec`` loaded from `text`.
  private func checkSpec(_ text: String) throws {
    let document = try YAMLLoader.load(text, file: "register.yaml")
    #expect(document.diagnostics.isEmpty)
    let root = try #require(document.root)
    #expect(
      root.mark.location(in: "register.yaml") == SourceLocation(file: "register.yaml", line: 1, column: 1))
    #expect(root.mappingEntries?.map { $0.key.scalar?.text } == ["form", "title", "fields"])
    #expect(root.keyNode("form")?.mark.position == "1:1")
    #expect(root["form"]?.mark.position == "1:7")
    #expect(root["form"]?.scalar?.text == "register")
    #expect(root["title"]?.mark.position == "2:8")
    #expect(root["title"]?.scalar?.text == "Créer un compte")
    let fields = try #require(root["fields"])
    #expect(fields.mark.position == "4:3")
    #expect(fields.keyNode("名前")?.mark.position == "4:3")
    let name = try #require(fields["名前"])
    #expect(name.mark.position == "5:5")
    #expect(name["label"]?.mark.position == "5:12")
    let tags = try #require(name["tags"])
    #expect(tags.mark.position == "6:11")
    #expect(tags.sequenceItems?.map { $0.mark.position } == ["6:12", "6:16", "6:19"])
    #expect(tags.sequenceItems?.map { $0.scalar?.text } == ["名前", "値", "é"])
    let rules = try #require(name["rules"])
    #expect(rules.mark.position == "8:7")
    #expect(rules.sequenceItems?.count == 2)
    #expect(rules[0]?.mark.position == "8:9")
    #expect(rules[0]?.keyNode("min_length")?.mark.position == "8:9")
    #expect(rules[0]?["min_length"]?.mark.position == "8:21")
    #expect(rules[0]?["message"]?.mark.position == "9:18")
    #expect(rules[1]?["pattern"]?.mark.position == "10:18")
    #expect(fields.keyNode("🙂")?.mark.position == "11:3")
    #expect(fields["🙂"]?.mark.position == "11:6")
    // A decomposed "é" is two Unicode scalars, so its value is one column further right.
    #expect(fields["e\u{301}"]?.mark.position == "12:7")
  }

  @Test func positionsOfKeysValuesAndItems() throws {
    try checkSpec(Self.spec)
  }

  @Test func crlfLineEndingsGiveTheSamePositions() throws {
    try checkSpec(Self.spec.replacing("\n", with: "\r\n"))
  }

  @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.spec.utf8)
    let document = try YAMLLoader.load(bytes, file: "register.yaml")
    let root = try #require(document.root)
    #expect(root.keyNode("form")?.mark.position == "1:1")
    #expect(root["form"]?.mark.position == "1:7")
  }

  @Test(arguments: ["", "# only a comment\n  # another\n", "\n\n   \n", "\u{FEFF}"])
  func emptyFileHasNoRoot(_ text: String) throws {
    let document = try YAMLLoader.load(text, file: YAMLTestSupport.file)
    #expect(document.root == nil)
    #expect(document.diagnostics.isEmpty)
  }

  @Test func explicitDocumentMarkersAreOneDocument() throws {
    let document = try YAMLLoader.load("---\na: 1\n...\n", file: YAMLTestSupport.file)
    #expect(document.root?["a"]?.mark.position == "2:4")
  }

  @Test func nonScalarKeysAreKept() throws {
    let text = "? [a, b]\n: 1\n? [a, b]\n: 2\nc: 3\n"
    let document = try YAMLLoader.load(text, file: YAMLTestSupport.file)
    let entries = try #require(document.root?.mappingEntries)
    #expect(entries.count == 3)
    #expect(entries[0].key.sequenceItems?.map { $0.scalar?.text } == ["a", "b"])
    #expect(entries[0].key.mark.position == "1:3")
    #expect(entries[1].value.scalar?.text == "2")
    #expect(document.diagnostics.isEmpty)
  }

  @Test func accessorsAndKindNames() throws {
    let document = try YAMLLoader.load("m: {k: v}\nl: [x]\nt: text\n", file: YAMLTestSupport.file)
    let root = try #require(document.root)
    #expect(root.kindName == "a mapping")
    #expect(root["l"]?.kindName == "a list")
    #expect(root["t"]?.kindName == "text")
    #expect(root["m"]?.mappingEntries?.count == 1)
    #expect(root["m"]?.scalar == nil)
    #expect(root["m"]?.sequenceItems == nil)
    #expect(root["l"]?.sequenceItems?.count == 1)
    #expect(root["l"]?.mappingEntries == nil)
    #expect(root["t"]?.scalar == YAMLScalar(text: "text", style: .plain, tag: nil))
    #expect(root["t"]?.mappingEntries == nil)
  }
}
