extension CompiledExpression {
  /// One node of a flattened expression; every payload is a plain value, and children are
  /// indices of earlier operations.
  enum Operation: Sendable {
    /// A literal: index into the literals.
    case literal(Int)
    /// A field property: index into ``CompiledExpression/fields``.
    case reference(field: Int, property: FieldProperty)
    /// `not` of an operation.
    case not(Int)
    /// `and` of the operations listed in this range of the operand indices.
    case and(Range<Int>)
    /// `or` of the operations listed in this range of the operand indices.
    case or(Range<Int>)
    /// A comparison of two operations.
    case comparison(ComparisonOperator, Int, Int)
  }
}
