import FormRulesFuzzing
import Testing

@testable import FormRules

/// A computed value's program on numbers gives what the flattened expression gives —
/// the same number, or none where the expression has no number (a division by zero, an
/// overflow, a field without a number) — and exists for numbers-only expressions alone.
@Suite("Numeric programs")
struct NumericProgramTests {
  typealias Support = ExpressionTestSupport

  /// Field values to draw from: ordinary, zero, negative, huge, and none.
  private static let values: [Double?] = [
    0, -0.0, 1, -2.5, 3.75, 1e308, -1e308, .leastNonzeroMagnitude, 19.99, nil,
  ]

  @Test(
    "evaluates as the flattened expression does",
    arguments: [
      "a * b", "a / b", "a - b - 2.5", "(a + 1) / (b - b)", "a", "2 * 3 + 4", "1e308 * 10",
      "a * (b + c) / 4 - c", "a / (b / c)", "-1 * a",
    ])
  func agreesWithTheExpression(source: String) throws {
    let expression = try #require(Support.parse(source).0)
    let compiled = CompiledExpression(expression)
    let program = try #require(compiled.numericProgram)
    var random = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let drawn = compiled.fields.map { _ in Self.values[Int.random(in: Self.values.indices, using: &random)]
      }
      let value = compiled.value { slot, _ in drawn[slot].map(ExpressionValue.number) ?? .text("") }
      let expected: Double? = if case .number(let number) = value { number } else { nil }
      let number = program.value { drawn[$0] }
      #expect(number == expected, "\(source) with \(drawn)")
    }
  }

  @Test(
    "only numbers, fields' values and arithmetic make a program",
    arguments: ["a.length * 2", "a > b", "today - 18 years", "'x'", "a.ok", "not a.ok", "a + 'x'"])
  func otherExpressionsHaveNone(source: String) throws {
    let expression = try #require(Support.parse(source).0)
    #expect(CompiledExpression(expression).numericProgram == nil)
  }
}
