/// A comparison in an expression: `==`, `!=`, `<`, `<=`, `>`, `>=`.
///
/// Semantics, for whichever values the operands have at run time:
/// - number with number: numerically;
/// - text with text: `==`/`!=` by canonical equivalence (as Swift `String` compares, so
///   precomposed and decomposed "café" are equal); ordering by Unicode scalar values,
///   consistently with equality (equal texts are never less than each other);
/// - text with number: the text read as a number (``NumericText``); when it is not a
///   number, `!=` holds and every other comparison does not;
/// - date with date: chronologically; date with text: the text read as a date
///   (``CalendarDate``), and when it is not one, `!=` holds and every other comparison
///   does not;
/// - condition with condition: `==`/`!=` only; ordering never holds;
/// - a condition with a number or text: only `!=` holds (the type checker rejects these).
enum ComparisonOperator: String, CaseIterable, Sendable {
  /// Equal.
  case equal = "=="
  /// Not equal.
  case notEqual = "!="
  /// Less than.
  case less = "<"
  /// Less than or equal.
  case lessOrEqual = "<="
  /// Greater than.
  case greater = ">"
  /// Greater than or equal.
  case greaterOrEqual = ">="

  /// Whether the operator orders its operands (`<`, `<=`, `>`, `>=`) rather than testing
  /// equality.
  var isOrdering: Bool { self != .equal && self != .notEqual }

  /// Applies the operator to two values.
  func holds(_ lhs: ExpressionValue, _ rhs: ExpressionValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)):
      return compare(a, b)
    case (.text(let a), .text(let b)):
      return compareTexts(a, b)
    case (.text(let a), .number(let b)):
      guard let a = NumericText.number(from: a) else { return self == .notEqual }
      return compare(a, b)
    case (.number(let a), .text(let b)):
      guard let b = NumericText.number(from: b) else { return self == .notEqual }
      return compare(a, b)
    case (.date(let a), .date(let b)):
      return compare(a, b)
    case (.date(let a), .text(let b)):
      guard let b = CalendarDate(b) else { return self == .notEqual }
      return compare(a, b)
    case (.text(let a), .date(let b)):
      guard let a = CalendarDate(a) else { return self == .notEqual }
      return compare(a, b)
    case (.bool(let a), .bool(let b)):
      switch self {
      case .equal: return a == b
      case .notEqual: return a != b
      case .less, .lessOrEqual, .greater, .greaterOrEqual: return false
      }
    case (.bool, _), (_, .bool), (.date, _), (_, .date), (.span, _), (_, .span):
      return self == .notEqual  // kinds that never compare (the type checker rejects them)
    }
  }

  /// Applies the operator to two values of one comparable type.
  private func compare<T: Comparable>(_ a: T, _ b: T) -> Bool {
    switch self {
    case .equal: a == b
    case .notEqual: a != b
    case .less: a < b
    case .lessOrEqual: a <= b
    case .greater: a > b
    case .greaterOrEqual: a >= b
    }
  }

  /// Text comparison: canonical equivalence for equality, scalar order otherwise.
  private func compareTexts(_ a: String, _ b: String) -> Bool {
    switch self {
    case .equal: return a == b
    case .notEqual: return a != b
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      if a == b { return self == .lessOrEqual || self == .greaterOrEqual }
      let aFirst = a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) {
        $0.value < $1.value
      }
      switch self {
      case .less, .lessOrEqual: return aFirst
      default: return !aFirst
      }
    }
  }
}
