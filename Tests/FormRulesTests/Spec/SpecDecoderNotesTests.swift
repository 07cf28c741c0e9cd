import Testing

@testable import FormRules

/// The notes that tell how to fix a mistake.
@Suite struct SpecDecoderNotesTests {
  typealias S = SpecTestSupport

  /// The only diagnostic of `sketch`.
  private func only(_ sketch: Sketch) throws -> Diagnostic {
    let diagnostics = SpecDecoder.decode(sketch.node(), file: S.file).1
    try #require(diagnostics.count == 1, "\(diagnostics)")
    return try #require(diagnostics.first)
  }

  @Test(arguments: ["yes", "no", "on", "Off", "y"])
  func yaml11BooleansSayToUseTrueOrFalse(_ word: String) throws {
    let diagnostic = try only(S.withField(["secret": .scalar(word, .plain)]))
    #expect(diagnostic.code == .wrongType)
    #expect(
      diagnostic.notes.map(\.message) == [
        "YAML 1.2 reads '\(word)' as text, not as a boolean: use true or false"
      ])
  }

  @Test func quotedBooleanSaysToDropTheQuotes() throws {
    let diagnostic = try only(S.withField(["secret": .single("false")]))
    #expect(
      diagnostic.notes.map(\.message) == ["\"false\" in quotes is text: write false without quotes"]
    )
  }

  @Test func otherNonBooleanSaysToUseTrueOrFalse() throws {
    let diagnostic = try only(S.withField(["secret": 1]))
    #expect(diagnostic.message == "'secret' needs true or false, found number 1")
    #expect(diagnostic.notes.map(\.message) == ["use true or false"])
  }

  @Test func quotedNumberSaysToDropTheQuotes() throws {
    let diagnostic = try only(S.withRules([["min_length": .double("6")]]))
    #expect(diagnostic.notes.map(\.message) == ["\"6\" in quotes is text: write 6 without quotes"])
    let decimal = try only(S.withRules([["max": .single("2.5")]]))
    #expect(decimal.notes.map(\.message) == ["\"2.5\" in quotes is text: write 2.5 without quotes"])
  }

  @Test func unknownKeyWithoutSuggestionListsTheAllowedKeys() throws {
    let diagnostic = try only(S.with("buttons", ["go": ["colour": "red"]]))
    #expect(
      diagnostic.notes.map(\.message) == ["allowed keys: 'enabled_when', 'action', 'ok', 'failed'"])
  }

  @Test func duplicateNamePointsAtTheFirstDefinition() throws {
    let diagnostic = try only(S.with("buttons", ["a": .null]))
    #expect(diagnostic.notes == [Diagnostic.Note("field 'a' is defined here", at: S.at(3, 3))])
  }

  @Test func longTextIsCutInMessages() throws {
    let long = String(repeating: "x", count: 50) + "\n"
    let diagnostic = try only(S.withRules([["min": .double(long)]]))
    #expect(
      diagnostic.message
        == "'min' needs a number, found text \"\(String(repeating: "x", count: 40))…\"")
    let short = try only(S.withRules([["min": .double("a\"b\n")]]))
    #expect(short.message == "'min' needs a number, found text \"a\\\"b\\n\"")
  }

  @Test func emptyRootIsReported() {
    let (form, diagnostics) = SpecDecoder.decode(nil, file: "empty.yaml")
    #expect(form == nil)
    #expect(
      diagnostics.map(S.render) == ["FR103 1:1 the spec is empty: it needs 'form' and 'fields'"])
    #expect(diagnostics.first?.location.file == "empty.yaml")
  }

  @Test func scalarRootIsReported() {
    let (form, diagnostics) = S.decode("register")
    #expect(form == nil)
    #expect(diagnostics == ["FR102 1:1 the spec must be a mapping, found text \"register\""])
  }
}
