/// A parsed expression (`enabled_when`, `holds`): a tree of nodes, each knowing where it starts in
/// the spec file.
///
/// Built by ``ExpressionParser``, checked by ``ExpressionTypeChecker``, evaluated on every
/// propagation with `evaluate(_:)`, printed back with `description`.
package struct Expression: Sendable, Equatable {
  /// What this sub-expression is.
  var node: Node
  /// Where this sub-expression starts (its first token).
  var location: SourceLocation
}

extension Expression {
  /// One node of an expression tree.
  ///
  /// `and`/`or` chains are flat (`a and b and c` is one `.and` with three operands), so
  /// the tree's depth is bounded by the parser's nesting limit, not by the expression's
  /// length.
  indirect enum Node: Sendable, Equatable {
    /// `true`, `false`, a number, a string literal, or a span (`18 years`).
    case literal(ExpressionValue)
    /// `today`: the session's current date.
    case today
    /// `FIELD` or `FIELD.property`.
    case reference(FieldReference)
    /// `not OPERAND`.
    case not(Expression)
    /// `A and B and …` (two operands or more).
    case and([Expression])
    /// `A or B or …` (two operands or more).
    case or([Expression])
    /// `LHS op RHS`; `operatorLocation` is where `op` is written.
    case comparison(ComparisonOperator, Expression, Expression, operatorLocation: SourceLocation)
    /// `LHS op RHS` with `+ - * /`; `operatorLocation` is where `op` is written.
    case arithmetic(ArithmeticOperator, Expression, Expression, operatorLocation: SourceLocation)
    /// A `computed:` value read by its name: the name as written and its expression, with
    /// the computed values it reads expanded in turn (``ComputedExpansion``). The parser
    /// never makes one: the compiler puts it where a reference names a computed value.
    case computed(String, Expression)
  }
}
