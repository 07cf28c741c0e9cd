/// Turns an `enabled_when` condition into its node: the nodes it reads and an evaluator
/// that reads them by slot (compiled once; no name lookups, no copies of the form, no
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

  /// The node holding whether `condition` holds (and, with `blocker`, `blocker` is false).
  func node(for condition: Expression, in graph: StreamGraph, blocker: Variable<Bool>? = nil) -> ConditionNode
  {
    let compiled = CompiledExpression(condition)
    let inputs = ConditionInputs(
      fields: compiled.fields.map { name in
        form.fieldIndex[name].map { index in
          ConditionInputs.Field(
            value: .passUnretained(values[index]), result: .passUnretained(results[index]),
            enabled: enabled[index].map { .passUnretained($0) }, optional: form.fields[index].optional)
        }
      },
      lengthUnit: form.lengthUnit)
    return ConditionNode(
      graph: graph, parents: parents(of: condition), expression: compiled, inputs: inputs, blocker: blocker)
  }
}
