import Foundation
import Testing

@testable import FormRules

/// Decoding the form-level `unknown_fields:`: its two words, the default, and a wrong value
/// at its line and column with a suggestion.
@Suite("unknown_fields decoding")
struct UnknownFieldsDecodingTests {
  /// `yaml`'s definition and its diagnostics as `CODE line:column message`.
  static func decode(_ yaml: String) -> (FormDefinition?, [String]) {
    let (definition, diagnostics) = SpecDecoder.decode(
      try? YAMLLoader.load(yaml, file: "t.yaml").root, file: "t.yaml")
    return (
      definition, diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
    )
  }

  /// A spec with `line` at line 2.
  static func spec(_ line: String) -> String { "form: t\n\(line)\nfields:\n  name:\n" }

  @Test(arguments: [
    ("unknown_fields: ignore", UnknownFieldPolicy.ignore), ("unknown_fields: error", .error),
    ("title: T", .ignore),
  ])
  func theWords(line: String, policy: UnknownFieldPolicy) {
    let (definition, diagnostics) = Self.decode(Self.spec(line))
    #expect(diagnostics == [])
    #expect(definition?.unknownFields == policy)
  }

  @Test(
    arguments: [
      (
        "unknown_fields: eror",
        ["FR106 2:17 unknown policy 'eror' in 'unknown_fields' — did you mean 'error'?"]
      ),
      (
        "unknown_fields: Ignore",
        ["FR106 2:17 unknown policy 'Ignore' in 'unknown_fields' — did you mean 'ignore'?"]
      ),
      ("unknown_fields: strict", ["FR106 2:17 unknown policy 'strict' in 'unknown_fields'"]),
      ("unknown_fields: [error]", ["FR102 2:17 'unknown_fields' needs a policy, found a list"]),
      (
        "unknown_field: error",
        ["FR101 2:1 unknown key 'unknown_field' at the top level — did you mean 'unknown_fields'?"]
      ),
    ] as [(String, [String])])
  func aWrongValue(line: String, expected: [String]) {
    let (definition, diagnostics) = Self.decode(Self.spec(line))
    #expect(diagnostics == expected)
    #expect(definition?.unknownFields == .ignore)
  }

  @Test func aWrongWordListsTheWords() throws {
    let (_, diagnostics) = SpecPipeline.compile(
      Array(Self.spec("unknown_fields: strict").utf8), file: "t.yaml", baseDirectory: ".")
    let note = try #require(diagnostics.first?.notes.first)
    #expect(note.message == "a policy is one of 'ignore', 'error'")
  }

  @Test func theCompiledSpecSaysIt() throws {
    #expect(try FormSpec(yaml: Self.spec("unknown_fields: error")).unknownFields == .error)
    #expect(try FormSpec(yaml: Self.spec("title: T")).unknownFields == .ignore)
  }

  @Test func theSchemaListsTheWords() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let policy = try #require(properties["unknown_fields"] as? [String: Any])
    #expect(policy["enum"] as? [String] == ["ignore", "error"])
  }
}
