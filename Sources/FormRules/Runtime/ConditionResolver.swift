/// Turns an `enabled_when` condition into what a gate node needs: the nodes it reads and
/// an evaluator that reads them by slot (compiled once; no name lookups, no copies of the
/// form, no allocations per evaluation).
struct ConditionResolver {
  let form: CompiledForm
  let values: [Variable<String>]
  let results: [Stream<FieldResult>]
  /// Enabled gates built so far (conditions only read fields earlier in build order).
  let enabled: [Stream<Bool>?]

  /// The nodes `condition` reads.
  func parents(of condition: Expression) -> [StreamNode] {
    var nodes: [StreamNode] = []
    for reference in condition.references {
      guard let index = form.fieldIndex[reference.field] else { continue }
      switch reference.property {
      case .value, .length: nodes.append(values[index])
      case .ok, .empty, .failed, .validating, .valid: nodes.append(results[index])
      case .enabled:
        if let gate = enabled[index] { nodes.append(gate) }
      }
    }
    return nodes
  }

  /// A function that evaluates `condition` against the current node values.
  func evaluator(for condition: Expression) -> () -> Bool {
    let compiled = CompiledExpression(condition)
    let inputs = ConditionInputs(
      fields: compiled.fields.map { name in
        form.fieldIndex[name].map { index in
          ConditionInputs.Field(
            value: values[index], result: results[index], enabled: enabled[index],
            optional: form.fields[index].optional)
        }
      },
      lengthUnit: form.lengthUnit)
    return { compiled.evaluate(fieldAt: inputs.resolve) }
  }
}

/// The nodes one compiled condition reads, by the condition's own field slots.
final class ConditionInputs {
  /// What one field slot reads.
  struct Field {
    let value: Variable<String>
    let result: Stream<FieldResult>
    let enabled: Stream<Bool>?
    let optional: Bool
  }

  /// Per slot; nil for a field the compiler rejected (never evaluated then).
  private let fields: [Field?]
  private let lengthUnit: LengthUnit

  init(fields: [Field?], lengthUnit: LengthUnit) {
    self.fields = fields
    self.lengthUnit = lengthUnit
  }

  /// The current value of `property` of the field in `slot`.
  func resolve(_ slot: Int, _ property: FieldProperty) -> ExpressionValue {
    guard let field = fields[slot] else { return .bool(false) }
    switch property {
    case .value: return .text(field.value.value)
    case .length: return .number(Double(lengthUnit.length(of: field.value.value)))
    case .ok: return .bool(field.result.value.status == .ok)
    case .empty: return .bool(field.result.value.status == .empty)
    case .failed: return .bool(field.result.value.status == .failed)
    case .validating: return .bool(field.result.value.status == .validating)
    case .valid: return .bool(FormEngine.isValid(field.result.value, optional: field.optional))
    case .enabled: return .bool(field.enabled?.value ?? true)
    }
  }
}
