/// Reads what an `enabled_when` condition refers to from a session's nodes, and names
/// the nodes it depends on.
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

  /// The current value of `field.property`.
  func resolve(_ field: String, _ property: FieldProperty) -> ExpressionValue {
    guard let index = form.fieldIndex[field] else { return .bool(false) }
    switch property {
    case .value:
      return .text(values[index].value)
    case .length:
      return .number(Double(form.lengthUnit.length(of: values[index].value)))
    case .ok:
      return .bool(results[index].value.status == .ok)
    case .empty:
      return .bool(results[index].value.status == .empty)
    case .failed:
      return .bool(results[index].value.status == .failed)
    case .validating:
      return .bool(results[index].value.status == .validating)
    case .valid:
      return .bool(FormEngine.isValid(results[index].value, optional: form.fields[index].optional))
    case .enabled:
      return .bool(enabled[index]?.value ?? true)
    }
  }
}
