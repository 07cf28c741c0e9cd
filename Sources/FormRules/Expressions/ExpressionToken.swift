/// One token of an `enabled_when` expression, with its spelling and location.
struct ExpressionToken: Sendable, Equatable {
  /// What the token is.
  var kind: Kind
  /// The token as written (empty at the end of the expression).
  var text: String
  /// Where its first scalar is (for the end, just after the last scalar).
  var location: SourceLocation

  /// The token named for a message: `'b'`, `')'`, `the string "x"` or
  /// `the end of the condition`.
  var quoted: String {
    switch kind {
    case .end: "the end of the condition"
    case .string: "the string \(text)"
    default: "'\(text)'"
    }
  }
}

extension ExpressionToken {
  /// The kinds of tokens.
  enum Kind: Sendable, Equatable {
    /// A field name (or, after `.`, a property name).
    case identifier(String)
    /// A number literal such as `18`, `-1` or `2.5` (a `-` right after an operand is
    /// subtraction instead).
    case number(Double)
    /// A string literal, unescaped.
    case string(String)
    /// `and`.
    case and
    /// `or`.
    case or
    /// `not`.
    case not
    /// `today`.
    case today
    /// `true`.
    case trueLiteral
    /// `false`.
    case falseLiteral
    /// `.` between a field and a property.
    case dot
    /// `(`.
    case leftParen
    /// `)`.
    case rightParen
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case comparison(ComparisonOperator)
    /// `+`, `-`, `*`, `/`.
    case arithmetic(ArithmeticOperator)
    /// The end of the expression.
    case end
  }
}
