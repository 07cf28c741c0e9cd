extension Expression {
  /// Whether the expression holds, reading fields through `resolve` and `today` as
  /// `today` (1970-01-01 unless given).
  ///
  /// `and` and `or` short-circuit; `resolve` is called only for the references that
  /// decide the outcome. A value that is not a condition where one is needed counts as
  /// false (the type checker rejects such expressions beforehand). Evaluating allocates
  /// nothing of its own: it walks the tree and calls `resolve`.
  package func evaluate(
    _ resolve: (String, FieldProperty) -> ExpressionValue, today: CalendarDate = .epoch
  ) -> Bool {
    switch node {
    case .literal(let value):
      return value.isTrue
    case .reference(let reference):
      return resolve(reference.field, reference.property).isTrue
    case .not(let operand):
      return !operand.evaluate(resolve, today: today)
    case .and(let operands):
      for operand in operands where !operand.evaluate(resolve, today: today) { return false }
      return true
    case .or(let operands):
      for operand in operands where operand.evaluate(resolve, today: today) { return true }
      return false
    case .comparison(let op, let lhs, let rhs, _):
      return op.holds(lhs.value(resolve, today: today), rhs.value(resolve, today: today))
    case .today, .arithmetic:
      return value(resolve, today: today).isTrue
    case .computed(_, let expression):
      return expression.evaluate(resolve, today: today)
    }
  }

  /// The expression's value, reading fields through `resolve` (a number, text or date for
  /// `FIELD.length`, `FIELD`, a literal, `today` or arithmetic; a condition otherwise).
  package func value(
    _ resolve: (String, FieldProperty) -> ExpressionValue, today: CalendarDate = .epoch
  ) -> ExpressionValue {
    switch node {
    case .literal(let value):
      return value
    case .reference(let reference):
      return resolve(reference.field, reference.property)
    case .today:
      return .date(today)
    case .arithmetic(let op, let lhs, let rhs, _):
      return op.apply(lhs.value(resolve, today: today), rhs.value(resolve, today: today))
    case .not, .and, .or, .comparison:
      return .bool(evaluate(resolve, today: today))
    case .computed(_, let expression):
      return expression.value(resolve, today: today)
    }
  }

  /// Whether the expression reads no field, so that it always has the same value.
  package var isConstant: Bool {
    switch node {
    case .literal: true
    case .reference, .today: false
    case .not(let operand): operand.isConstant
    case .and(let operands), .or(let operands): operands.allSatisfy(\.isConstant)
    case .comparison(_, let lhs, let rhs, _), .arithmetic(_, let lhs, let rhs, _):
      lhs.isConstant && rhs.isConstant
    case .computed(_, let expression): expression.isConstant
    }
  }
}
