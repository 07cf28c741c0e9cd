import Foundation
import Testing

@testable import FormRules

/// Every number a spec can hold, in every key that holds one, through the whole of
/// `check` (compile, reachability, examples): nothing crashes, a value the decoder
/// refuses is one diagnostic at the value naming what is allowed, and a value it accepts
/// is analysed without building anything of the size it names.
@Suite("extreme numbers in specs")
struct ExtremeNumberTests {
  /// The numeric keys, each with the line and column its value is written at in
  /// ``spec(key:value:)``.
  static let keys: [(key: String, line: Int, column: Int)] = [
    ("min_length", 8, 21), ("max_length", 8, 21), ("min", 8, 14), ("max", 8, 14),
    ("latency", 3, 43), ("debounce", 6, 15), ("wait", 18, 11),
  ]

  /// Spellings of extreme and odd numbers.
  static let values = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9007199254740993",
    "-9007199254740993", "9007199254740991", "1e308", "-1e308", "1e400", "1.7976931348623157e308",
    "4.9e-324", "-0", "-0.0", "0", ".nan", ".NaN", ".NAN", ".inf", "-.inf", "+.inf", ".Inf",
    "300000000", "1000000", "1000001", "1e6", "0x7fffffffffffffff", "0o777777777777777777777",
    "99999999999999999999999999", "3600s", "3601s", "9223372036854775807s", "1e308ms",
  ]

  /// A spec with `value` as the value of `key`, and everything that reads it: a field
  /// enabled by the one holding the rule, a button, an example.
  static func spec(key: String, value: String) -> String {
    func at(_ wanted: String, _ fallback: String) -> String { key == wanted ? value : fallback }
    let rule =
      ["min_length", "max_length", "min", "max"].contains(key) ? "\(key): \(value)" : "min_length: 1"
    return """
      form: t
      stores:
        users: { table: users, key: f, latency: \(at("latency", "0s")) }
      fields:
        f:
          debounce: \(at("debounce", "0s"))
          rules:
            - \(rule)
        g:
          enabled_when: f.ok
      buttons:
        go:
          enabled_when: f.ok and g.ok
          action: { insert: users }
      examples:
        - name: e
          set: { f: "12" }
          wait: \(at("wait", "1s"))
          expect:
            g: enabled

      """
  }

  @Test(arguments: keys.flatMap { key in values.map { (key.key, key.line, key.column, $0) } })
  func checkSurvives(key: String, line: Int, column: Int, value: String) {
    let text = Self.spec(key: key, value: value)
    let diagnostics = SpecChecker(witnesses: true).check(Array(text.utf8), file: "t.yaml", baseDirectory: ".")
    let refused = diagnostics.filter { $0.code.rawValue.hasPrefix("FR1") }
    if let refusal = refused.first {
      #expect(refused.count == 1, "\(diagnostics)")
      #expect(refusal.location.line == line && refusal.location.column == column, "\(refusal)")
      if refusal.code == .invalidValue, !refusal.message.contains("0 or more") {
        #expect(
          refusal.message.contains("at most") || refusal.message.contains("between")
            || refusal.message.contains("finite"), "\(refusal.message)")
      }
    }
  }

  @Test(arguments: [
    ("min_length", "9223372036854775807", "'min_length' must be at most 1000000, found 9223372036854775807"),
    ("max_length", "300000000", "'max_length' must be at most 1000000, found 300000000"),
    ("min_length", "1e9", "'min_length' must be at most 1000000, found 1e9"),
    ("min_length", "-9223372036854775808", "'min_length' must be 0 or more, found -9223372036854775808"),
    (
      "min", "9007199254740993",
      "'min' must be between -9007199254740991 and 9007199254740991, found 9007199254740993"
    ),
    ("max", "-1e308", "'max' must be between -9007199254740991 and 9007199254740991, found -1e308"),
    ("max", ".NaN", "'max' must be a finite number, found .NaN"),
  ])
  func refusedWithTheMaximum(key: String, value: String, message: String) {
    let text = Self.spec(key: key, value: value)
    let diagnostics = SpecChecker().check(Array(text.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(diagnostics.map(\.message) == [message])
    #expect(diagnostics.first?.code == .invalidValue)
  }

  @Test func theLongestLengthIsAnalysedWithoutBuildingIt() throws {
    let text = Self.spec(key: "min_length", value: "1000000")
    let diagnostics = SpecChecker().check(Array(text.utf8), file: "t.yaml", baseDirectory: ".")
    let undecided = try #require(diagnostics.first { $0.code == .undecidedReachability })
    #expect(
      undecided.notes.map(\.message).contains(
        "'f' needs values of at least 1000000 characters; the search builds none longer than 1024"))
    // The example sets a 2-character value: min_length fails it, so 'g' stays disabled.
    #expect(diagnostics.contains { $0.code == .exampleFailed })
  }

  @Test(arguments: [
    "(a{65535}){65535}", "(a{2,9000}){9000}b", "x{65535}y*", "(ab|c{9999}){3,65535}", "(a{500}){1000}",
  ])
  func patternsNamingHugeLengthsAreSampledWithinBounds(pattern: String) {
    let text = Self.spec(key: "pattern", value: "\"\(pattern)\"")
      .replacingOccurrences(of: "- min_length: 1", with: "- pattern: \"\(pattern)\"")
    let diagnostics = SpecChecker(witnesses: true).check(Array(text.utf8), file: "t.yaml", baseDirectory: ".")
    let expected: Set<DiagnosticCode> = [.invalidPattern, .exampleFailed]  // PCRE2 refuses the largest
    #expect(!diagnostics.contains { $0.severity == .error && !expected.contains($0.code) }, "\(diagnostics)")
  }

  @Test func minusZeroIsZero() throws {
    let text = Self.spec(key: "min", value: "-0")
    let diagnostics = SpecChecker().check(Array(text.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
  }
}
