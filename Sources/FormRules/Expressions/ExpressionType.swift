/// The static type of an expression or sub-expression.
package enum ExpressionType: Sendable, Hashable {
  /// A condition: `true`/`false`, `FIELD.ok`, a comparison, `and`/`or`/`not`.
  case bool
  /// A number: a number literal or `FIELD.length`.
  case number
  /// Text: a string literal or a field's value.
  case text
  /// A date: `today`, a date field's value, a date plus or minus a span.
  case date
  /// A span of calendar time: `18 years`.
  case span

  /// How messages name a value of this type ("is a number").
  var phrase: String {
    switch self {
    case .bool: "a condition"
    case .number: "a number"
    case .text: "text"
    case .date: "a date"
    case .span: "a span of time"
    }
  }
}
