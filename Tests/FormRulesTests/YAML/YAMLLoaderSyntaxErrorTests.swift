import Testing

@testable import FormRules

/// libyaml's syntax and reader errors, with 1-based positions and context notes.
@Suite struct YAMLLoaderSyntaxErrorTests {
  /// One input that must fail, and how.
  struct Case: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var position: String
    var message: String
    var note: String?

    init(_ text: String, _ position: String, _ message: String, note: String? = nil) {
      self.init(Array(text.utf8), position, message, note: note)
    }

    init(_ bytes: [UInt8], _ position: String, _ message: String, note: String? = nil) {
      self.bytes = bytes
      self.position = position
      self.message = message
      self.note = note
    }

    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(
      "a:\n  b: 1\n c: 2\n", "3:2", "did not find expected key",
      note: "1:1 while parsing a block mapping"),
    Case(
      "a: \"abc\nb: 1\n", "3:1", "found unexpected end of stream",
      note: "1:4 while scanning a quoted scalar"),
    Case(
      "a:\n\tb: 1\n", "2:1", "found character that cannot start any token",
      note: "2:1 while scanning for the next token"),
    Case("名前: a: b\n", "1:6", "mapping values are not allowed in this context"),
    Case(
      "x: [名前, 値\n", "2:1", "did not find expected ',' or ']'",
      note: "1:4 while parsing a flow sequence"),
    Case(
      "a:\r\n  b: 1\r\n\tc: 2\r\n", "3:1", "found a tab character that violates indentation",
      note: "2:6 while scanning a plain scalar"),
    Case("a: b\n  c: d\n", "2:4", "mapping values are not allowed in this context"),
    Case(
      Array("a: 1\n".utf8) + [0xFF] + Array(": 2\n".utf8), "2:1",
      "invalid leading utf-8 octet (0xff)"),
    // The byte order mark is not counted; the bad octet is the second byte of "é".
    Case(
      [0xEF, 0xBB, 0xBF] + Array("名: ".utf8) + [0xC3, 0x28], "1:5",
      "invalid trailing utf-8 octet (0x28)"),
    Case(Array("a: é".utf8) + [0xC3], "1:5", "incomplete utf-8 octet sequence"),
    Case([0xED, 0xA0, 0x80], "1:1", "invalid unicode character (0xd800)"),
    Case([0xC0, 0x80], "1:1", "invalid length of a utf-8 sequence"),
    Case("a: x\u{01}\n", "1:5", "control characters are not allowed (0x01)"),
    Case([0x61, 0x3A, 0x20, 0x00], "1:4", "control characters are not allowed (0x00)"),
    Case([0xFF, 0xFE, 0x61, 0x00], "1:1", "invalid leading utf-8 octet (0xff)"),
  ]

  @Test(arguments: cases)
  func failsWithPositionAndContext(_ expected: Case) throws {
    let error = try #require(YAMLTestSupport.error(loading: expected.bytes))
    #expect(error.diagnostic.code == .yamlSyntax)
    #expect(error.diagnostic.severity == .error)
    #expect(error.diagnostic.location.file == "spec.yaml")
    #expect(error.diagnostic.location.position == expected.position)
    #expect(error.diagnostic.message == expected.message)
    let notes = error.diagnostic.notes.map { "\($0.location?.position ?? "-") \($0.message)" }
    #expect(notes == (expected.note.map { [$0] } ?? []))
  }

  @Test func descriptionNamesFileLineColumnAndCode() throws {
    let error = try #require(YAMLTestSupport.error(loading: "a:\n\tb: 1\n"))
    #expect(
      error.description
        == "spec.yaml:2:1: error: [FR002] found character that cannot start any token")
  }
}
