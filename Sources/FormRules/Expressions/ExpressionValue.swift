/// A value an expression computes or a field property resolves to.
package enum ExpressionValue: Equatable, Sendable {
  /// A condition's outcome.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// Text (a field's value or a string literal).
  case text(String)

  /// The value's type.
  var type: ExpressionType {
    switch self {
    case .bool: .bool
    case .number: .number
    case .text: .text
    }
  }

  /// `true` only for `.bool(true)`: a value of another type never holds as a condition.
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }
}
