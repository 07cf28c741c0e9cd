import Foundation
import Testing

@testable import FormRules

/// The rule kinds and their registry: static analysis runs the check a session runs, and
/// the DSL reference lists exactly the registered kinds.
@Suite("Rule kinds")
struct RuleKindTests {
  /// A rule, and values to decide it on (a session's verdict against the static one).
  static let cases: [(rule: String, values: [String])] = [
    ("min_length: 3", ["ab", "abc", "ábc", "abcd"]),
    ("max_length: 3\n        unit: utf8", ["ab", "abc", "ábc", "abcd"]),
    (#"pattern: "[a-z]+[0-9]?""#, ["abc", "abc1", "1abc", "ABC", "abc12"]),
    ("format: ipv6", ["::1", "1::2::3", "::ffff:1.2.3.4", "01.2.3.4", "2001:DB8::8:800:200C:417A"]),
    ("one_of: [S, M, 1]", ["S", "M", "1", "L", "s", "1.0"]),
    ("one_of: [Straße, M]\n        ignore_case: true", ["STRASSE", "straße", "m", "M", "L", "ß"]),
    ("min: 18", ["18", "17.5", " 20 ", "1e3", "abc", "-3"]),
    ("max: 130", ["130", "130.5", "-1", "x", "1e3"]),
    ("absent_in: reserved", ["admin", "alice", "root"]),
    ("present_in: reserved", ["admin", "alice", "root"]),
  ]

  @Test("the static verdict is the session's", arguments: cases)
  func staticVerdictIsTheSessions(_ rule: String, _ values: [String]) throws {
    let yaml = """
      form: one_rule
      stores:
        reserved:
          list: reserved-names.txt
      fields:
        value:
          rules:
            - \(rule)
      """
    let spec = try FormSpec(yaml: yaml, baseDirectory: TestPaths.forms.path)
    let check = try #require(spec.compiled.fields.first?.checks.first)
    var evaluator = StaticRuleEvaluator(form: spec.compiled)
    let form = try Form(spec: spec)
    for value in values {
      try form.set("value", to: value)
      let status = try #require(form.snapshot.field("value")).result.status
      let decided = evaluator.passes(value, check)
      #expect(decided == (status == .ok), "\(rule) on '\(value)'")
    }
  }

  @Test func rulesThatNeedASessionAreUndecidedStatically() throws {
    let spec = try FormSpec(
      yaml: """
        form: undecided
        fields:
          value:
            rules:
              - equals: other
              - custom: anything
          other:
        """)
    var evaluator = StaticRuleEvaluator(form: spec.compiled)
    let checks = try #require(spec.compiled.fields.first).checks
    #expect(checks.count == 2)
    for check in checks {
      #expect(evaluator.passes("x", check) == nil)
    }
  }

  @Test func eachArgumentSchemaIsAJSONObject() throws {
    for kind in RuleRegistry.kinds {
      let parsed = try? JSONSerialization.jsonObject(with: Data(kind.argumentSchema.utf8))
      #expect(parsed is [String: Any], "\(kind.keyword)")
    }
  }

  @Test func keywordsAreUniqueAndEachNamesItsKind() {
    #expect(Set(RuleRegistry.keywords).count == RuleRegistry.kinds.count)
    for kind in RuleRegistry.kinds {
      #expect(RuleRegistry.kind(named: kind.keyword).map { $0 == kind } == true)
    }
  }

  /// The first column of the table in `docs/dsl.md`'s "Rules" section.
  @Test func theDSLReferenceTableListsExactlyTheRegisteredKinds() throws {
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/dsl.md"), encoding: .utf8)
    let section =
      try #require(text.components(separatedBy: "\n## Rules\n").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let keywords = section.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    #expect(keywords == RuleRegistry.keywords)
  }
}
