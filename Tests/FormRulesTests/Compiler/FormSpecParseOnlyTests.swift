import Testing

@testable import FormRules

/// `FormSpec.parseOnly(yaml:file:)`: the YAML stage alone, with the YAML errors a full
/// compile reports and nothing from the later stages.
@Suite("parse only")
struct FormSpecParseOnlyTests {
  @Test func countsTheTopLevelKeysWithoutDecoding() throws {
    // 'fieldz' is unknown and 'fields' is missing: decoding would fail, parsing does not.
    #expect(try FormSpec.parseOnly(yaml: "form: f\ntitle: T\nfieldz: {}\n") == 3)
    #expect(try FormSpec.parseOnly(yaml: "") == 0)
    #expect(try FormSpec.parseOnly(yaml: "- a\n- b\n") == 0)
  }

  @Test func reportsTheYAMLErrorAtItsLocation() {
    let error = #expect(throws: FormSpecError.self) {
      try FormSpec.parseOnly(yaml: "form: f\nfields: &a {}\n", file: "spec.yaml")
    }
    #expect(error?.diagnostics.map(\.code) == [.yamlAlias])
    #expect(error?.diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 2, column: 9))
  }
}
