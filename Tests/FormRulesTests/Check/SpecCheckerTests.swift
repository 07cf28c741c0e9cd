import FormRules
import Foundation
import Testing

/// ``SpecChecker`` and ``FormSpec/jsonSchema`` as an embedding program sees them: this
/// file imports the library without `@testable` and calls only its public API, so it
/// does not compile if what it uses stops being public.
@Suite("SpecChecker (public API)")
struct SpecCheckerTests {
  /// A spec with one problem of each stage: a misspelt reference (compiling), a button
  /// that can never be enabled (reachability), and an example that fails (examples).
  static let broken = """
    form: broken
    fields:
      email: {}
      confirm:
        rules:
          - equals: emial
      code:
        rules:
          - max_length: 4
    buttons:
      send:
        enabled_when: code.length > 9 and code.ok
    examples:
      - name: short code passes
        set: {code: "12345"}
        expect: {code: ok}
    """

  @Test func reportsEveryStageAtOnceInSourceOrder() {
    let diagnostics = SpecChecker().check(yaml: Self.broken, file: "broken.yaml")
    #expect(diagnostics.map(\.code.rawValue) == ["FR201", "FR502", "FR601"])
    #expect(diagnostics.allSatisfy { $0.location.file == "broken.yaml" })
    #expect(diagnostics.map(\.location) == diagnostics.map(\.location).sorted())
    #expect(diagnostics.first?.message.contains("did you mean 'email'?") == true)
  }

  @Test func witnessesAreNotesVerifiedByTheEngine() throws {
    let spec = """
      form: w
      fields:
        code:
          rules:
            - pattern: "[0-9]{4}"
      buttons:
        send:
          enabled_when: code.ok
      """
    #expect(SpecChecker().check(yaml: spec).isEmpty)
    let explained = SpecChecker(witnesses: true).check(yaml: spec)
    let witness = try #require(explained.first)
    #expect(explained.count == 1)
    #expect(witness.code.rawValue == "FR503")
    #expect(witness.severity == .note)
    let value = try #require(witness.witness?.values.first)
    #expect(value.field == "code")
    #expect(value.value.count == 4 && value.value.allSatisfy(\.isNumber))
  }

  @Test func checksAFileAsFormcheckCheckDoes() throws {
    let register = TestPaths.forms.appendingPathComponent("register.yaml").path
    #expect(SpecChecker().check(file: register).filter { $0.severity == .error }.isEmpty)
    let missing = SpecChecker().check(file: "/nonexistent/spec.yaml")
    #expect(missing.map(\.code.rawValue) == ["FR001"])
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SpecCheckerTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let notASpec = directory.appendingPathComponent("config.yaml")
    try "name: not a form\n".write(to: notASpec, atomically: false, encoding: .utf8)
    let diagnostics = SpecChecker().check(file: notASpec.path)
    #expect(diagnostics.map(\.code.rawValue) == ["FR103"])
    #expect(diagnostics.first?.message.contains("is not a form spec") == true)
  }

  @Test func aSpecThatLoadsChecksClean() throws {
    let spec = "form: ok\nfields:\n  name:\n    rules:\n      - min_length: 2\n"
    #expect(SpecChecker().check(yaml: spec).isEmpty)
    _ = try FormSpec(yaml: spec)
  }

  @Test func theJSONSchemaIsAJSONObjectNamingEveryRuleKind() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(FormSpec.jsonSchema.utf8)) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let rules = try #require((definitions["rule"] as? [String: Any])?["oneOf"] as? [[String: Any]])
    let keywords = rules.compactMap { ($0["required"] as? [String])?.first }
    for keyword in ["min_length", "max_length", "pattern", "equals", "one_of", "absent_in", "custom"] {
      #expect(keywords.contains(keyword))
    }
    #expect(FormSpec.jsonSchema.hasSuffix("}\n"))
  }
}
