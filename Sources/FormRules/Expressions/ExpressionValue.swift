/// A value an expression computes or a field property resolves to.
package enum ExpressionValue: Equatable, Sendable {
  /// A condition's outcome.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// Text (a field's value or a string literal).
  case text(String)
  /// A date (`today`, a date field's value, date arithmetic).
  case date(CalendarDate)
  /// A span of calendar time (`18 years`).
  case span(CalendarSpan)

  /// The value's type.
  var type: ExpressionType {
    switch self {
    case .bool: .bool
    case .number: .number
    case .text: .text
    case .date: .date
    case .span: .span
    }
  }

  /// `true` only for `.bool(true)`: a value of another type never holds as a condition.
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }

  /// A field's value `text` as an expression reads it for a field of `type`: a number
  /// field's as a number, a date field's as a date, a boolean field's as a condition; text
  /// (and an empty or ill-typed value of any type) as text.
  static func typed(_ text: String, as type: ValueType) -> ExpressionValue {
    switch type {
    case .text: return .text(text)
    case .number:
      return NumericText.jsonNumber(text).map(ExpressionValue.number) ?? .text(text)
    case .integer:
      return NumericText.integer(text).number.map(ExpressionValue.number) ?? .text(text)
    case .boolean:
      return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .text(text)
    case .date:
      return CalendarDate(text).map(ExpressionValue.date) ?? .text(text)
    }
  }
}
