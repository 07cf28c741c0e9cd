/// Turns an `enabled_when` condition into what a gate node needs: the nodes it reads and
/// an evaluator that reads them by field index (compiled once; no name lookups or
/// allocations per evaluation).
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
    let indexes = compiled.fields.map { form.fieldIndex[$0] ?? -1 }
    return { [self] in
      compiled.evaluate { slot, property in resolve(field: indexes[slot], property) }
    }
  }

  /// The current value of `property` of the field at `index` (-1: an unknown field, which
  /// the compiler rules out).
  private func resolve(field index: Int, _ property: FieldProperty) -> ExpressionValue {
    guard index >= 0 else { return .bool(false) }
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
