/// An expression of numbers only — number literals, fields' values, `+ - * /` — as a
/// program on `Double`s: how a computed amount (`quantity * unit_price`) is worked out on
/// every set without building, copying and comparing ``ExpressionValue``s.
///
/// Evaluates exactly as ``CompiledExpression/value(_:)`` does on numbers: each operation as
/// ``ArithmeticOperator/apply(_:_:)``, and no result (nil) once one is not finite or a
/// field has no number.
package struct NumericProgram: Sendable {
  /// One step; operands are indices of earlier steps.
  enum Step: Sendable {
    /// A number literal.
    case number(Double)
    /// The value of the field in this slot of ``CompiledExpression/fields``.
    case field(Int)
    /// Arithmetic on two earlier steps.
    case arithmetic(ArithmeticOperator, Int, Int)
  }

  /// The steps, children before parents; the result is the last.
  let steps: [Step]

  /// The value, reading each field slot's number through `number` (nil: it has none).
  @inline(__always)
  package func value(_ number: (Int) -> Double?) -> Double? {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: steps.count) { results in
      for (index, step) in steps.enumerated() {
        let result: Double
        switch step {
        case .number(let literal):
          result = literal
        case .field(let slot):
          guard let value = number(slot) else { return nil }
          result = value
        case .arithmetic(let op, let lhs, let rhs):
          guard let value = op.apply(results[lhs], results[rhs]) else { return nil }
          result = value
        }
        results.initializeElement(at: index, to: result)
      }
      return results[steps.count - 1]
    }
  }
}
