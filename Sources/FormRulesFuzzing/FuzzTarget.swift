import FormRules

/// The fuzz targets: each takes arbitrary bytes to one part of the library or of what
/// `serve` reads of a request, and stops the process (`fatalError`) when a property that
/// must hold for every input does not. A crash, a sanitizer report or a hang inside one
/// is a finding.
///
/// The executables under `Fuzz/Targets/` hand these to libFuzzer (`scripts/fuzz`,
/// docs/fuzzing.md); the test suite replays the seed corpora and the saved findings
/// through them, so every finding stays a regression test.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// Spec bytes → YAML → compile → an in-memory session that sets every field and taps
  /// every button.
  case spec
  /// A JSON Lines record → the batch fast path, compared with the general path.
  case record
  /// `enabled_when` text → lexer, parser, type checker, both evaluators, printing.
  case expression
  /// Spec bytes → the whole `check` analysis: reachability, witnesses, examples,
  /// rendered diagnostics.
  case check
  /// Pattern text → the pattern-syntax analyses and PCRE2.
  case pattern
  /// A `Cookie` header → the session cookie's values.
  case cookie
  /// An `Accept-Language` header → the locale chosen.
  case language
  /// A URL-encoded body → its name–value pairs.
  case urlencoded
  /// The validation API's query → the button it taps.
  case query
  /// A service's response body → a verdict, a record, a list's page.
  case service
  /// An example's `responses:` → its canned responses, as a session answers with them.
  case canned

  /// Runs the target on one input.
  package func run(_ input: [UInt8]) {
    switch self {
    case .spec: Self.runSpec(input)
    case .record: Self.runRecord(input)
    case .expression: Self.runExpression(input)
    case .check: Self.runCheck(input)
    case .pattern: Self.runPattern(input)
    case .cookie: Self.runCookie(input)
    case .language: Self.runLanguage(input)
    case .urlencoded: Self.runURLEncoded(input)
    case .query: Self.runQuery(input)
    case .service: Self.runService(input)
    case .canned: Self.runCanned(input)
    }
  }

  /// Stops the process with `message` (controls shown as escapes): a property every input
  /// must keep was broken.
  static func violated(_ message: String) -> Never {
    fatalError("fuzz target: \(VisibleText.escaped(message))")
  }
}
