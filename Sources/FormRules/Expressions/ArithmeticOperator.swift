/// Arithmetic in an expression: `+`, `-`, `*`, `/`, binding tighter than comparisons
/// (`*` and `/` tighter than `+` and `-`), left to right.
///
/// Semantics, for whichever values the operands have at run time:
/// - number with number: the usual operations on doubles; a result that is not finite (a
///   division by zero) is no number;
/// - date `+`/`-` a span (`today - 18 years`): the date moved by the span, months and years
///   clamped to the last day of the month they land in (``CalendarDate/addingMonths(_:)``);
/// - date `-` date: the number of days between them;
/// - anything else (an empty or ill-typed field read as text): no number, which compares
///   as text that is not a number (only `!=` holds).
enum ArithmeticOperator: String, CaseIterable, Sendable {
  /// Addition.
  case add = "+"
  /// Subtraction.
  case subtract = "-"
  /// Multiplication.
  case multiply = "*"
  /// Division.
  case divide = "/"

  /// Whether the operator is `*` or `/`, which bind tighter than `+` and `-`.
  var isMultiplicative: Bool { self == .multiply || self == .divide }

  /// Applies the operator to two values.
  func apply(_ lhs: ExpressionValue, _ rhs: ExpressionValue) -> ExpressionValue {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)):
      return apply(a, b).map(ExpressionValue.number) ?? Self.noNumber
    case (.date(let date), .span(let span)) where self == .add:
      return .date(span.moving(date, by: 1))
    case (.date(let date), .span(let span)) where self == .subtract:
      return .date(span.moving(date, by: -1))
    case (.date(let a), .date(let b)) where self == .subtract:
      return .number(Double(a.dayNumber - b.dayNumber))
    default:
      return Self.noNumber
    }
  }

  /// The operator on two numbers: the usual operation on doubles, nil when its result is
  /// not finite (a division by zero).
  @inline(__always)
  func apply(_ a: Double, _ b: Double) -> Double? {
    let result: Double =
      switch self {
      case .add: a + b
      case .subtract: a - b
      case .multiply: a * b
      case .divide: a / b
      }
    return result.isFinite ? result : nil
  }

  /// What an operation without a result gives: text that is no number.
  private static let noNumber = ExpressionValue.text("")
}
