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
    // Invalid UTF-8 is blamed on the byte that starts the bad sequence, with its value.
    Case(Array("a: 1\n".utf8) + [0xFF] + Array(": 2\n".utf8), "2:1", invalidByte("FF")),
    // The byte order mark is not counted; the bad sequence starts at the lead byte 0xC3.
    Case([0xEF, 0xBB, 0xBF] + Array("名: ".utf8) + [0xC3, 0x28], "1:4", invalidByte("C3")),
    Case(Array("a: é".utf8) + [0xC3], "1:5", invalidByte("C3")),
    Case([0xED, 0xA0, 0x80], "1:1", invalidByte("ED")),
    Case([0xC0, 0x80], "1:1", invalidByte("C0")),
    Case([0xF4, 0x90, 0x80, 0x80], "1:1", invalidByte("F4")),
    Case(Array("名: ok\n".utf8) + [0x80], "2:1", invalidByte("80")),
    // A Latin-1 "é" followed by text, after CRLF and CR-only line breaks.
    Case(Array("a: 1\r\nlabel: caf".utf8) + [0xE9] + Array(" au lait\r\n".utf8), "2:11", invalidByte("E9")),
    Case(Array("a: 1\rb: 2\rc: caf".utf8) + [0xE9] + Array(" noir".utf8), "3:7", invalidByte("E9")),
    Case("a: x\u{01}\n", "1:5", "control characters are not allowed (0x01)"),
    Case([0x61, 0x3A, 0x20, 0x00], "1:4", "control characters are not allowed (0x00)"),
    Case([0xFF, 0xFE, 0x61, 0x00], "1:1", invalidByte("FF")),
  ]

  /// The message for an invalid UTF-8 byte of value `hex`.
  static func invalidByte(_ hex: String) -> String {
    "invalid UTF-8 byte 0x\(hex): a spec must be encoded in UTF-8"
  }

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
