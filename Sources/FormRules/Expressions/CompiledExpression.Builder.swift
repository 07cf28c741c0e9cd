extension CompiledExpression {
  /// Flattens an expression tree, children before parents.
  struct Builder {
    /// Field names by index.
    var fields: [String] = []
    /// Operations so far.
    var operations: [Operation] = []
    /// Operand indices of `and`/`or` operations.
    var operands: [Int] = []
    /// Literal values.
    var literals: [ExpressionValue] = []
    /// Index of each field name in `fields`.
    private var fieldIndices: [String: Int] = [:]

    /// Adds `expression` and its children; returns the index of its operation.
    mutating func add(_ expression: Expression) -> Int {
      let operation: Operation
      switch expression.node {
      case .literal(let value):
        literals.append(value)
        operation = .literal(literals.count - 1)
      case .reference(let reference):
        operation = .reference(field: index(of: reference.field), property: reference.property)
      case .not(let operand):
        operation = .not(add(operand))
      case .and(let children), .or(let children):
        let indices = children.map { add($0) }
        let range = operands.count..<(operands.count + indices.count)
        operands.append(contentsOf: indices)
        if case .and = expression.node { operation = .and(range) } else { operation = .or(range) }
      case .comparison(let op, let lhs, let rhs, _):
        let left = add(lhs)
        operation = .comparison(op, left, add(rhs))
      case .arithmetic(let op, let lhs, let rhs, _):
        let left = add(lhs)
        operation = .arithmetic(op, left, add(rhs))
      case .today:
        operation = .today
      case .computed(_, let expanded):
        return add(expanded)  // flattened in place: a computed value costs nothing of its own
      }
      operations.append(operation)
      return operations.count - 1
    }

    /// The index of field `name`, numbering it if it is new.
    private mutating func index(of name: String) -> Int {
      if let index = fieldIndices[name] { return index }
      fieldIndices[name] = fields.count
      fields.append(name)
      return fields.count - 1
    }
  }
}
