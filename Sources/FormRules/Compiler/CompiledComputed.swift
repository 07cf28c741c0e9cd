/// A `computed:` value prepared once per spec for every session that shows it.
struct CompiledComputed: Sendable {
  /// Its name.
  let name: String
  /// Its expression, with the computed values it reads expanded (printed with their names).
  let expression: Expression
  /// The expression prepared for evaluation, with the field properties it reads.
  let prepared: CompiledCondition
  /// What it computes: a number, a date, text or a condition.
  let type: ExpressionType
  /// The slots of `prepared.expression.fields` whose value it reads: while one of them is
  /// empty, hidden or not of its type, the value is absent.
  let valueSlots: [Int]
  /// Where its name is written.
  let location: SourceLocation
  /// Its expression as a program on numbers, for a number computed from numbers only.
  let numeric: NumericProgram?

  /// Whether the spec declares it: not a value through which an item's form exports a
  /// column to the aggregates over it (``GroupLowering/exportName(of:)``).
  var isDeclared: Bool { !GroupLowering.isExportName(name) }

  /// Prepares the value `name`, whose expanded expression `expression` has type `type`.
  init(
    name: String, expression: Expression, type: ExpressionType, location: SourceLocation,
    fieldIndex: [String: Int]
  ) {
    self.name = name
    self.expression = expression
    self.type = type
    self.location = location
    prepared = CompiledCondition(expression, fieldIndex: fieldIndex)
    numeric = type == .number ? prepared.expression.numericProgram : nil
    let slots = prepared.expression.fields
    valueSlots = expression.references.filter { $0.property == .value }
      .compactMap { reference in slots.firstIndex(of: reference.field) }
  }
}
