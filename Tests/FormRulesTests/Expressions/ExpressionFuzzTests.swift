import FormRulesFuzzing
import Testing

@testable import FormRules

@Suite("Expression fuzzing")
struct ExpressionFuzzTests {
  typealias Support = ExpressionTestSupport

  /// Fragments the random sources are made of: valid tokens, near-misses and junk.
  static let fragments = [
    "a", "b", "username", "emial", "a.ok", "b.empty", "c.length", ".", "ok", "okk", "length",
    "(", ")", "and", "or", "not", "AND", "==", "!=", "<", "<=", ">", ">=", "=", "!", "&&", "||",
    "&", "1", "-2.5", "18", "1e999", "2fa", "-", "'x'", "\"y\\\"z\"", "'", "\"", "\\", "'\\q'",
    "true", "false", "#", "é", "李", "e\u{301}", "\u{7}", "\n", " ", "\t", "😀", "\u{0}",
  ]

  static let fields: Set<String> = ["a", "b", "c", "username", "email"]

  @Test("random token strings never crash and give consistent results")
  func randomSources() throws {
    var random = SplitMix64(seed: 0x5EED)
    let checker = ExpressionTypeChecker()
    var parsed = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 0...12, using: &random)
      var source = ""
      for _ in 0..<count {
        source += Self.fragments.randomElement(using: &random) ?? ""
        if Bool.random(using: &random) { source += " " }
      }
      let (expression, diagnostics) = Support.parse(source)
      if let expression {
        parsed += 1
        #expect(diagnostics.isEmpty, "\(source)")
        // Printing and parsing again gives the same tree.
        let (again, _) = Support.parse(expression.description)
        let reparsed = try #require(again, "\(source) → \(expression)")
        #expect(Support.structure(reparsed) == Support.structure(expression), "\(source)")
        // Checking and evaluating never crash; evaluating is deterministic.
        let problems = checker.check(expression, fields: Self.fields)
        #expect(problems.allSatisfy { $0.code == .expressionType || $0.code == .unknownField })
        let resolve: (String, FieldProperty) -> ExpressionValue = { field, property in
          switch property.valueType {
          case .bool: .bool(field.count % 2 == 0)
          case .number: .number(Double(field.count))
          case .text, .date, .span: .text(field)
          }
        }
        #expect(expression.evaluate(resolve) == reparsed.evaluate(resolve), "\(source)")
        let compiled = CompiledExpression(expression)
        let byIndex = compiled.evaluate { index, property in
          resolve(compiled.fields[index], property)
        }
        #expect(byIndex == expression.evaluate(resolve), "\(source)")
        #expect(expression.isConstant == (expression.references.isEmpty))
      } else {
        // Exactly one syntax error, inside the source's span.
        #expect(diagnostics.count == 1, "\(source)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .expressionSyntax)
        let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let line = diagnostic.location.line - Support.base.line
        #expect(line >= 0 && line < lines.count, "\(source)")
        if line >= 0, line < lines.count {
          // Every line of a located source starts at the base column.
          let column = diagnostic.location.column - Support.base.column
          #expect(column >= 0 && column <= lines[line].count, "\(source)")
        }
      }
    }
    // The vocabulary produces a fair share of valid expressions too.
    #expect(parsed > 100)
  }
}
