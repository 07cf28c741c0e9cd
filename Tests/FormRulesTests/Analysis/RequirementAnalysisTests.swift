import Testing

@testable import FormRules

/// `check` proves a `required_when` satisfiable both ways, as it proves an input or a
/// button reachable: a witness each way (FR503 with `--explain`), or FR505 when logic
/// proves it never true or never false whatever the fields hold.
@Suite("required_when analysis")
struct RequirementAnalysisTests {
  /// The codes and messages `check --explain` reports on a form whose field `c` is
  /// required when `condition` (line 7, column 20), with fields `a` (one rule) and `b`.
  static func diagnostics(_ condition: String, key: String = "required_when") -> [String] {
    let yaml = """
      form: t
      fields:
        a:
          rules: [{min_length: 3}]
        b: {}
        c:
          \(key): \(condition)

      """
    return SpecChecker(witnesses: true).check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
      .map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test func aWitnessEachWay() {
    let found = Self.diagnostics("a.ok")
    #expect(found.contains(#"FR503 7:20 field 'c' is required by a = "aaa""#), "\(found)")
    #expect(found.contains("FR503 7:20 field 'c' is not required while every field is empty"), "\(found)")
  }

  @Test(arguments: [("a.ok and a.length < 3", "never"), ("not (a.ok and a.length < 3)", "always")])
  func provenOneWayIsAWarning(condition: String, how: String) {
    let found = Self.diagnostics(condition)
    let holds = how == "always"
    #expect(
      found.contains(
        "FR505 7:20 field 'c' is \(how) required: its required_when '\(condition)' is \(holds) whatever its fields hold"
      ),
      "\(found)")
  }

  @Test func visibilityIsProvenBothWaysToo() {
    let found = Self.diagnostics("a.ok", key: "visible_when")
    #expect(found.contains(#"FR503 7:19 field 'c' is visible by a = "aaa""#), "\(found)")
    #expect(found.contains("FR503 7:19 field 'c' is hidden while every field is empty"), "\(found)")
    #expect(
      Self.diagnostics("a.ok and a.length < 3", key: "visible_when").contains(
        "FR505 7:19 field 'c' is never visible: its visible_when 'a.ok and a.length < 3' is false whatever its fields hold"
      ))
  }
}
