import Testing

@testable import FormRules

/// Duplicate keys are reported, every one of them, and the later entry is dropped.
@Suite struct YAMLLoaderDuplicateKeyTests {
  /// The `line:column` of a diagnostic and of each of its notes, with its message.
  private func summary(_ diagnostic: Diagnostic) -> String {
    let notes = diagnostic.notes.map { "\($0.location?.position ?? "-") \($0.message)" }
    return ([diagnostic.location.position + " " + diagnostic.message] + notes)
      .joined(separator: " | ")
  }

  @Test func duplicatesInALargeMappingAreFoundBeforeAndAfterItsKeysAreIndexed() throws {
    // k0 … k19 on lines 1–20 (beyond YAMLMappingBuilder.indexThreshold), then repeats of
    // an early key, a key added after indexing and a sequence key, which is never compared.
    let keys = (0..<20).map { "k\($0): \($0)\n" }.joined()
    let text = keys + "k2: again\n? [s]\n: 1\n? [s]\n: 2\nk19: again\nlate: 1\nlate: 2\n"
    let document = try YAMLLoader.load(text, file: "form.yaml")
    #expect(
      document.diagnostics.map(summary) == [
        "21:1 duplicate key 'k2' | 3:1 'k2' first appears here",
        "26:1 duplicate key 'k19' | 20:1 'k19' first appears here",
        "28:1 duplicate key 'late' | 27:1 'late' first appears here",
      ])
    let root = try #require(document.root)
    #expect(root.mappingEntries?.count == 23)
    #expect(root["k2"]?.scalar?.text == "2")
  }

  @Test func everyDuplicateIsReportedWithTheFirstOccurrence() throws {
    let text = """
      username: a
      password: b
      username: c
      nested:
        x: 1
        x: 2
        x: 3
      password: d

      """
    let document = try YAMLLoader.load(text, file: "form.yaml")
    #expect(
      document.diagnostics.map(summary) == [
        "3:1 duplicate key 'username' | 1:1 'username' first appears here",
        "6:3 duplicate key 'x' | 5:3 'x' first appears here",
        "7:3 duplicate key 'x' | 5:3 'x' first appears here",
        "8:1 duplicate key 'password' | 2:1 'password' first appears here",
      ])
    #expect(document.diagnostics.allSatisfy { $0.code == .duplicateKey && $0.severity == .error })
    #expect(document.diagnostics.first?.location.file == "form.yaml")
    #expect(document.diagnostics.first?.notes.first?.location?.file == "form.yaml")
    let root = try #require(document.root)
    #expect(root.mappingEntries?.map { $0.key.scalar?.text } == ["username", "password", "nested"])
    #expect(root["username"]?.scalar?.text == "a")
    #expect(root["password"]?.scalar?.text == "b")
    #expect(root["nested"]?.mappingEntries?.count == 1)
    #expect(root["nested"]?["x"]?.scalar?.text == "1")
  }

  @Test func duplicatesInsideADroppedValueAreStillReportedInSourceOrder() throws {
    let text = "f:\n  a: 1\nf:\n  a: 2\n  a: 3\n"
    let document = try YAMLLoader.load(text, file: YAMLTestSupport.file)
    #expect(
      document.diagnostics.map(summary) == [
        "3:1 duplicate key 'f' | 1:1 'f' first appears here",
        "5:3 duplicate key 'a' | 4:3 'a' first appears here",
      ])
    #expect(document.root?["f"]?["a"]?.scalar?.text == "1")
  }

  @Test func keysAreComparedByTextWhateverTheirStyle() throws {
    let document = try YAMLLoader.load("{a: 1, 'a': 2, \"b\": 3, b: 4}", file: YAMLTestSupport.file)
    #expect(
      document.diagnostics.map(summary) == [
        "1:8 duplicate key 'a' | 1:2 'a' first appears here",
        "1:24 duplicate key 'b' | 1:16 'b' first appears here",
      ])
    #expect(document.root?.mappingEntries?.count == 2)
  }

  @Test func sameKeyInDifferentMappingsIsFine() throws {
    let document = try YAMLLoader.load("a: {x: 1}\nb: {x: 2}\n", file: YAMLTestSupport.file)
    #expect(document.diagnostics.isEmpty)
  }
}
