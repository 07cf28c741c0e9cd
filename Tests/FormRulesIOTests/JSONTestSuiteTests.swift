import Foundation
import Testing

@testable import FormRulesIO

/// The JSON parsing corpus of nst/JSONTestSuite, kept in the test fixtures with its licence.
enum JSONTestSuiteCorpus {
  /// `Tests/FormRulesIOTests/Fixtures/JSONTestSuite/test_parsing/`, found from this file's
  /// path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/JSONTestSuite/test_parsing")

  /// The names of the corpus files whose names start with `prefix`, sorted.
  static func files(prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  /// The bytes of one corpus file.
  static func contents(of name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }
}

@Suite("JSONTestSuite conformance")
struct JSONTestSuiteTests {
  @Test("the corpus is there, whole")
  func corpusIsPresent() {
    #expect(JSONTestSuiteCorpus.files(prefix: "y_").count == 95)
    #expect(JSONTestSuiteCorpus.files(prefix: "n_").count == 188)
    #expect(JSONTestSuiteCorpus.files(prefix: "i_").count == 35)
    #expect(JSONTestSuiteExpectations.values.count == 95)
  }

  @Test("every y_ file is accepted with the right value", arguments: JSONTestSuiteCorpus.files(prefix: "y_"))
  func acceptsWithValue(file: String) throws {
    let bytes = try JSONTestSuiteCorpus.contents(of: file)
    let value = try JSONParser.parse(bytes)
    var writer = JSONWriter()
    writer.appendValue(value)
    let expected = try #require(JSONTestSuiteExpectations.values[file])
    #expect(
      JSONTestSuiteExpectations.asciiForm(String(decoding: writer.bytes, as: UTF8.self))
        == expected)

    // A reused parser (its key cache warm from the first pass) gives the same value.
    var parser = JSONParser()
    let first = try bytes.withUnsafeBytes { raw in try parser.parse(raw) }
    let second = try bytes.withUnsafeBytes { raw in try parser.parse(raw) }
    #expect(first == value)
    #expect(second == value)
  }

  @Test("every n_ file is rejected with an error", arguments: JSONTestSuiteCorpus.files(prefix: "n_"))
  func rejects(file: String) throws {
    let bytes = try JSONTestSuiteCorpus.contents(of: file)
    let error = try #require(throws: JSONError.self) { try JSONParser.parse(bytes) }
    #expect((0...bytes.count).contains(error.offset))
    #expect(error.message.hasSuffix(" at byte \(error.offset + 1)"))

    // Also with a reused parser whose key cache holds what the first attempt cached.
    var parser = JSONParser()
    for _ in 0..<2 {
      #expect(throws: JSONError.self) {
        try bytes.withUnsafeBytes { raw in try parser.parse(raw) }
      }
    }
  }

  /// The `i_` files this parser accepts: numbers of any size (their text is kept) and
  /// 500 nested arrays (within the 512 limit). Everything else there — lone surrogate
  /// escapes, invalid or non-UTF-8 input, a byte order mark — is rejected.
  static func acceptsImplementationDefined(_ file: String) -> Bool {
    file.hasPrefix("i_number_") || file == "i_structure_500_nested_arrays.json"
  }

  @Test("every i_ file is handled as documented", arguments: JSONTestSuiteCorpus.files(prefix: "i_"))
  func implementationDefined(file: String) throws {
    let bytes = try JSONTestSuiteCorpus.contents(of: file)
    if Self.acceptsImplementationDefined(file) {
      let value = try JSONParser.parse(bytes)
      if case .array(let elements) = value, case .number(let text)? = elements.first {
        #expect(bytes.count >= text.utf8.count)
        #expect(String(decoding: bytes, as: UTF8.self).contains(text))
      }
    } else {
      #expect(throws: JSONError.self) { try JSONParser.parse(bytes) }
    }
  }

  @Test("selected y_ files decode to exact values")
  func exactValues() throws {
    func parse(_ file: String) throws -> JSONValue {
      try JSONParser.parse(try JSONTestSuiteCorpus.contents(of: file))
    }
    #expect(try parse("y_number.json") == .array([.number("123e65")]))
    #expect(try parse("y_number_negative_zero.json") == .array([.number("-0")]))
    #expect(try parse("y_number_real_capital_e_pos_exp.json") == .array([.number("1E+2")]))
    #expect(try parse("y_string_allowed_escapes.json") == .array([.string("\"\\/\u{8}\u{C}\n\r\t")]))
    #expect(try parse("y_string_unicode_escaped_double_quote.json") == .array([.string("\"")]))
    #expect(
      try parse("y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF.json")
        == .array([.string("\u{1D11E}")]))
    #expect(try parse("y_string_accepted_surrogate_pair.json") == .array([.string("\u{10437}")]))
    #expect(try parse("y_string_null_escape.json") == .array([.string("\u{0}")]))
    #expect(try parse("y_string_utf8.json") == .array([.string("\u{20AC}\u{1D11E}")]))
    #expect(try parse("y_string_nonCharacterInUTF-8_U+FFFF.json") == .array([.string("\u{FFFF}")]))
    #expect(try parse("y_array_arraysWithSpaces.json") == .array([.array([])]))
    #expect(try parse("y_structure_lonely_null.json") == .null)
    #expect(try parse("y_object_empty_key.json") == .object([.init(key: "", value: .number("0"))]))
    #expect(
      try parse("y_object_escaped_null_in_key.json")
        == .object([.init(key: "foo\u{0}bar", value: .number("42"))]))
    #expect(
      try parse("y_object_duplicated_key.json") == .object([.init(key: "a", value: .string("c"))]))
    #expect(
      try parse("y_object_basic.json") == .object([.init(key: "asd", value: .string("sdf"))]))
  }
}
