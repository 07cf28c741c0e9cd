extension Expression {
  /// Whether the expression holds, reading fields through `resolve`.
  ///
  /// `and` and `or` short-circuit; `resolve` is called only for the references that
  /// decide the outcome. A value that is not a condition where one is needed counts as
  /// false (the type checker rejects such expressions beforehand). Evaluating allocates
  /// nothing of its own: it walks the tree and calls `resolve`.
  package func evaluate(_ resolve: (String, FieldProperty) -> ExpressionValue) -> Bool {
    switch node {
    case .literal(let value):
      return value.isTrue
    case .reference(let reference):
      return resolve(reference.field, reference.property).isTrue
    case .not(let operand):
      return !operand.evaluate(resolve)
    case .and(let operands):
      for operand in operands where !operand.evaluate(resolve) { return false }
      return true
    case .or(let operands):
      for operand in operands where operand.evaluate(resolve) { return true }
      return false
    case .comparison(let op, let lhs, let rhs, _):
      return op.holds(lhs.value(resolve), rhs.value(resolve))
    }
  }

  /// The expression's value, reading fields through `resolve` (a number or text for
  /// `FIELD.length`, `FIELD` or a literal; a condition otherwise).
  package func value(_ resolve: (String, FieldProperty) -> ExpressionValue) -> ExpressionValue {
    switch node {
    case .literal(let value):
      return value
    case .reference(let reference):
      return resolve(reference.field, reference.property)
    case .not, .and, .or, .comparison:
      return .bool(evaluate(resolve))
    }
  }

  /// Whether the expression reads no field, so that it always has the same value.
  package var isConstant: Bool {
    switch node {
    case .literal: true
    case .reference: false
    case .not(let operand): operand.isConstant
    case .and(let operands), .or(let operands): operands.allSatisfy(\.isConstant)
    case .comparison(_, let lhs, let rhs, _): lhs.isConstant && rhs.isConstant
    }
  }
}
