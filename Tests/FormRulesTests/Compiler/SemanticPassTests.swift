import Testing

@testable import FormRules

/// The semantic passes: contradictory rules, dead rules and catastrophic patterns, each
/// reported with its stable code at its exact place — and nothing said where nothing is
/// wrong or nothing can be known.
@Suite("semantic passes")
struct SemanticPassTests {
  /// The (code, severity, line, column) of each diagnostic of a spec whose single field
  /// `f` has `rules` (one rule per line, starting on line 5, column 9 after `- `).
  static func findings(_ rules: [String], formExtras: String = "") -> [String] {
    let yaml =
      "form: t\n\(formExtras)fields:\n  f:\n    rules:\n"
      + rules.map { "      - \($0)\n" }.joined()
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.map {
      "\($0.code) \($0.severity.rawValue) \($0.location.line):\($0.location.column)"
    }
  }

  @Test(
    arguments: [
      (["min_length: 8", "max_length: 4"], ["FR402 error 6:9"]),
      (["max_length: 4", "min_length: 8"], ["FR402 error 6:9"]),
      (["min_length: 5", "max_length: 5"], []),
      (["{min_length: 5, unit: graphemes}", "{max_length: 4, unit: utf8}"], ["FR402 error 6:9"]),
      (["{min_length: 5, unit: utf8}", "{max_length: 4, unit: graphemes}"], []),
      (["min: 18", "max: 10"], ["FR403 error 6:9"]),
      (["min: 1.5", "max: 1.5"], []),
      (["min_length: 6", "pattern: \"[0-9]{4}\""], ["FR404 error 6:19"]),
      (["max_length: 3", "pattern: \"[0-9]{4,}\""], ["FR404 error 6:19"]),
      (["pattern: \"^$\""], ["FR404 error 5:19"]),
      (["min_length: 6", "pattern: \"\\\\w{4}\""], ["FR404 error 6:19"]),
      (["max_length: 3", "pattern: \"\\\\w{4}\""], []),
      (["min_length: 3", "pattern: \"[0-9]{3,8}\""], []),
      (["min_length: 6", "pattern: \"(?=x)[0-9]{4}\""], []),
      (["min_length: 3", "one_of: [S, M, L]"], ["FR405 error 6:9"]),
      (["one_of: [S, M, XXL]", "max_length: 2"], ["FR406 warning 5:9"]),
      (["one_of: [\"1\", \"20\", \"300\"]", "min: 10"], ["FR406 warning 5:9"]),
      (["one_of: [ab, cd]", "pattern: \"[a-c]+\""], ["FR406 warning 5:9"]),
      (["min_length: 6", "min_length: 3"], ["FR407 warning 6:9"]),
      (["max_length: 6", "max_length: 9"], ["FR407 warning 6:9"]),
      (["min: 6", "min: 3"], ["FR407 warning 6:9"]),
      (["pattern: \"[a-z]+\"", "pattern: \"[a-z]+\""], ["FR407 warning 6:9"]),
      (["one_of: [ab, cd]", "max_length: 2"], ["FR407 warning 6:9"]),
      (["min_length: 3", "min_length: 6"], []),
      (["{min_length: 6, unit: utf8}", "min_length: 3"], []),
      (["pattern: \"(a+)+\""], ["FR408 warning 5:19"]),
      (["pattern: \"x(a|ab)*\""], ["FR408 warning 5:20"]),
      (["pattern: \"(a++)+\""], []),
    ] as [([String], [String])])
  func reportsExactlyWhatIsWrong(rules: [String], expected: [String]) {
    #expect(Self.findings(rules) == expected)
  }

  @Test func lookupsAreNeverShadowedByOneOf() {
    let list = "stores:\n  reserved:\n    list: forms/reserved-names.txt\n"
    #expect(Self.findings(["one_of: [a, b]", "absent_in: reserved"], formExtras: list) == [])
  }

  @Test func messagesNameTheRulesInvolved() {
    let yaml = "form: t\nfields:\n  pin:\n    rules:\n      - min_length: 6\n      - pattern: \"[0-9]{4}\"\n"
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(
      diagnostics.map(\.message) == [
        "pattern '[0-9]{4}' only matches values of 4 characters, but 'min_length: 6' needs at least 6"
      ])
    #expect(diagnostics.first?.notes.first?.location?.line == 5)
  }
}
