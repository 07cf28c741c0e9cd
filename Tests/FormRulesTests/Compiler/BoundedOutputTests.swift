import Testing

@testable import FormRules

/// Diagnostics grow with the spec, not with the product of its sizes: a `one_of` with
/// many values that break another rule is one diagnostic naming a few of them, and long
/// spec text is clipped in messages.
@Suite("bounded diagnostics")
struct BoundedOutputTests {
  /// A spec of `fields` fields, each with a `one_of` of `values` three-letter values (one
  /// of them two letters) and a `max_length: 2` that every other value breaks.
  static func manyDeadValues(fields: Int, values: Int) -> String {
    var yaml = "form: t\nfields:\n"
    for field in 0..<fields {
      let list = ["ok"] + (1..<values).map { "v\($0 % 100 < 10 ? "0" : "")\($0 % 100)" }
      yaml += "  f\(field):\n    rules:\n      - one_of: [\(list.joined(separator: ", "))]\n"
      yaml += "      - max_length: 2\n"
    }
    return yaml
  }

  /// Every diagnostic of `yaml`, rendered as `check` prints it.
  static func rendered(_ yaml: String) -> (diagnostics: [Diagnostic], text: String) {
    let diagnostics = SpecChecker().check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    var renderer = DiagnosticRenderer(color: false)
    renderer.addSource(Array(yaml.utf8), file: "t.yaml")
    return (diagnostics, diagnostics.map { renderer.render($0) }.joined())
  }

  @Test func deadOneOfValuesAreOneDiagnosticPerRule() throws {
    let yaml = Self.manyDeadValues(fields: 20, values: 100)
    #expect(yaml.utf8.count > 8000)
    let (diagnostics, text) = Self.rendered(yaml)
    #expect(diagnostics.count == 20)
    #expect(diagnostics.allSatisfy { $0.code == .deadOneOfValue })
    let first = try #require(diagnostics.first)
    #expect(
      first.message
        == "99 'one_of' values of field 'f0' can never pass: 'v01' breaks 'max_length: 2', 'v02' breaks 'max_length: 2', 'v03' breaks 'max_length: 2' and 96 more"
    )
    #expect(first.notes.count == 1)
    // Each diagnostic shows its rule's line at most twice: the output is linear in the spec.
    #expect(text.utf8.count < 2 * yaml.utf8.count + 20 * 600)
  }

  @Test func growingTheSpecGrowsTheOutputInProportion() {
    let small = Self.rendered(Self.manyDeadValues(fields: 4, values: 50)).text.utf8.count
    let large = Self.rendered(Self.manyDeadValues(fields: 8, values: 100)).text.utf8.count
    // Four times the spec: at most about four times the output (quadratic would be eight).
    #expect(large < 5 * small)
  }

  @Test func everyValueBreakingIsListedBriefly() throws {
    let values = (0..<500).map { "value\($0)" }.joined(separator: ", ")
    let yaml = "form: t\nfields:\n  f:\n    rules:\n      - one_of: [\(values)]\n      - max_length: 2\n"
    let (diagnostics, _) = Self.rendered(yaml)
    let diagnostic = try #require(diagnostics.first { $0.code == .unsatisfiableOneOf })
    #expect(diagnostic.message.utf8.count < 400, "\(diagnostic.message)")
    #expect(diagnostic.message.hasSuffix("and 497 more"))
    #expect(diagnostic.message.contains("'one_of: [value0, value1, value2, … 497 more]'"))
  }

  /// Two long `one_of`s that share no value: each value of one is looked up in the other
  /// (a search through the list made this quadratic: minutes at this size).
  @Test func twoLongOneOfsAreComparedByLookup() {
    let first = (0..<30_000).map { "v\($0)" }.joined(separator: ", ")
    let second = (0..<30_000).map { "w\($0)" }.joined(separator: ", ")
    let yaml = "form: t\nfields:\n  f:\n    rules:\n      - one_of: [\(first)]\n      - one_of: [\(second)]\n"
    let (diagnostics, _) = Self.rendered(yaml)
    #expect(diagnostics.map(\.code) == [.unsatisfiableOneOf, .unsatisfiableOneOf])
    #expect(diagnostics.allSatisfy { $0.message.hasSuffix("and 29997 more") })
  }

  @Test func longPatternsAreClippedInMessages() throws {
    let pattern = String(repeating: "(a+)+", count: 400)
    let yaml = "form: t\nfields:\n  f:\n    rules:\n      - pattern: \"\(pattern)\"\n"
    let (diagnostics, _) = Self.rendered(yaml)
    let backtracking = diagnostics.filter { $0.code == .catastrophicBacktracking }
    #expect(!backtracking.isEmpty)
    #expect(backtracking.allSatisfy { $0.message.utf8.count < 400 })
  }
}
