/// An `enabled_when` condition prepared once per spec for every session that evaluates
/// it: flattened (``CompiledExpression``), its field slots resolved to field indexes, and
/// the field properties it reads, which name the nodes a session's condition node
/// depends on.
struct CompiledCondition: Sendable {
  /// One field property the condition reads.
  struct Read: Sendable {
    /// The field's index.
    let field: Int
    /// The property.
    let property: FieldProperty
  }

  /// The flattened expression.
  let expression: CompiledExpression
  /// The field index of each slot of `expression.fields`; nil for a field the spec does
  /// not have (the compiler rejects such a condition, so it is never evaluated).
  let slotFields: [Int?]
  /// The distinct properties it reads of fields the spec has, in source order.
  let reads: [Read]

  /// Prepares `condition`, resolving field names with `fieldIndex`.
  init(_ condition: Expression, fieldIndex: [String: Int]) {
    expression = CompiledExpression(condition)
    slotFields = expression.fields.map { fieldIndex[$0] }
    reads = condition.references.compactMap { reference in
      fieldIndex[reference.field].map { Read(field: $0, property: reference.property) }
    }
  }
}
