extension ExpressionToken {
  /// The kinds of tokens.
  enum Kind: Sendable, Equatable {
    /// A field name (or, after `.`, a property name).
    case identifier(String)
    /// A number literal such as `18`, `-1` or `2.5`.
    case number(Double)
    /// A string literal, unescaped.
    case string(String)
    /// `and`.
    case and
    /// `or`.
    case or
    /// `not`.
    case not
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
    /// The end of the expression.
    case end
  }
}
