/// An expression flattened once for fast repeated evaluation: the form of an
/// `enabled_when` condition that runs on every propagation.
///
/// The tree becomes an array of operations whose children are array indices, so that an
/// evaluation copies no reference-counted storage and allocates nothing. Fields are
/// numbered (``fields``) and resolved by index, so the caller maps each index to its
/// field once instead of hashing names on every evaluation. Evaluates exactly as
/// ``Expression/evaluate(_:)`` and ``Expression/value(_:)`` do.
package struct CompiledExpression: Sendable {
  /// The distinct fields the expression reads, in order of first occurrence; the index
  /// passed to an index resolver points into this array.
  package let fields: [String]
  /// The flattened tree; the root is the last operation.
  private let operations: [Operation]
  /// Operand indices of `and`/`or` operations (each owns a contiguous range).
  private let operands: [Int]
  /// Literal values, referred to by index.
  private let literals: [ExpressionValue]

  /// Flattens `expression`.
  package init(_ expression: Expression) {
    var builder = Builder()
    _ = builder.add(expression)
    fields = builder.fields
    operations = builder.operations
    operands = builder.operands
    literals = builder.literals
  }

  /// The expression as a program on numbers, when it is one: number literals and fields'
  /// values combined by `+ - * /` (nil for anything else).
  package var numericProgram: NumericProgram? {
    var steps: [NumericProgram.Step] = []
    for operation in operations {
      switch operation {
      case .literal(let literal):
        guard case .number(let number) = literals[literal] else { return nil }
        steps.append(.number(number))
      case .reference(let field, .value):
        steps.append(.field(field))
      case .arithmetic(let op, let lhs, let rhs):
        steps.append(.arithmetic(op, lhs, rhs))
      case .reference, .not, .and, .or, .comparison, .today:
        return nil
      }
    }
    return steps.isEmpty ? nil : NumericProgram(steps: steps)
  }

  /// Whether the expression holds, reading field `fields[index]` through `resolve`, and
  /// `today` as `today`.
  package func evaluate(
    fieldAt resolve: (Int, FieldProperty) -> ExpressionValue, today: CalendarDate = .epoch
  ) -> Bool {
    withoutActuallyEscaping(resolve) { evaluate(ClosureFieldReader(resolve: $0, today: today)) }
  }

  /// The expression's value, reading field `fields[index]` through `resolve`, and
  /// `today` as `today`.
  package func value(
    fieldAt resolve: (Int, FieldProperty) -> ExpressionValue, today: CalendarDate = .epoch
  ) -> ExpressionValue {
    withoutActuallyEscaping(resolve) {
      value(operations.count - 1, ClosureFieldReader(resolve: $0, today: today))
    }
  }

  /// Whether the expression holds, reading field `fields[index]` through `reader` (the
  /// fast path: specialised for the reader, no function values).
  func evaluate<Reader: ExpressionFieldReader>(_ reader: Reader) -> Bool {
    truth(operations.count - 1, reader)
  }

  /// The expression's value, reading field `fields[index]` through `reader`.
  func value<Reader: ExpressionFieldReader>(_ reader: Reader) -> ExpressionValue {
    value(operations.count - 1, reader)
  }

  /// Whether operation `index` holds.
  private func truth<Reader: ExpressionFieldReader>(_ index: Int, _ reader: Reader) -> Bool {
    switch operations[index] {
    case .literal(let literal):
      return literals[literal].isTrue
    case .reference(let field, let property):
      return reader.holds(field, property)
    case .not(let operand):
      return !truth(operand, reader)
    case .and(let range):
      for position in range where !truth(operands[position], reader) { return false }
      return true
    case .or(let range):
      for position in range where truth(operands[position], reader) { return true }
      return false
    case .comparison(let op, let lhs, let rhs):
      return op.holds(value(lhs, reader), value(rhs, reader))
    case .today, .arithmetic:
      return value(index, reader).isTrue
    }
  }

  /// The value of operation `index`.
  private func value<Reader: ExpressionFieldReader>(_ index: Int, _ reader: Reader) -> ExpressionValue {
    switch operations[index] {
    case .literal(let literal):
      return literals[literal]
    case .reference(let field, let property):
      return reader.value(field, property)
    case .today:
      return .date(reader.today)
    case .arithmetic(let op, let lhs, let rhs):
      return op.apply(value(lhs, reader), value(rhs, reader))
    case .not, .and, .or, .comparison:
      return .bool(truth(index, reader))
    }
  }
}

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
    /// Arithmetic on two operations.
    case arithmetic(ArithmeticOperator, Int, Int)
    /// `today`.
    case today
  }
}
