/// A `computed:` value — `combineLatest(the nodes it reads).map(expression)` as one node,
/// emitting when the value changes. Absent (nil) while a field whose value it reads is
/// empty, hidden or not of its type, or when the arithmetic has no result (a division by
/// zero).
final class ComputedNode: Stream<ExpressionValue?> {
  private let computed: CompiledComputed
  private let inputs: ConditionInputs
  /// The computed value as a program on numbers, when every field it reads is read as a
  /// number (``ConditionInputs/number(_:)``): its value then needs no ``ExpressionValue``.
  private let numeric: NumericProgram?

  /// Creates the node; `parents` must list every node `inputs` reads.
  init(graph: StreamGraph, parents: [StreamNode], computed: CompiledComputed, inputs: ConditionInputs) {
    self.computed = computed
    self.inputs = inputs
    numeric = computed.numeric.flatMap { program in
      program.steps.allSatisfy { step in
        if case .field(let slot) = step { inputs.readsNumber(slot) } else { true }
      } ? program : nil
    }
    super.init(graph: graph, initial: Self.value(of: computed, inputs), parents: parents)
  }

  /// The value as the state shows it (nil while absent, or beyond what a state can show).
  var shownValue: ComputedValue? { value.flatMap(ComputedValue.init) }

  override func update() -> Bool {
    if let numeric {
      // The fields read through the node's own inputs (`inputs.number` as a function
      // value would copy them, counting a reference per evaluation), and the number
      // compared as a number: an amount per item per record.
      let number = numeric.value { self.inputs.number($0) }
      switch (value, number) {
      case (nil, nil): return false
      case (.number(let old)?, let new?) where old == new: return false
      default:
        value = number.map(ExpressionValue.number)
        return true
      }
    }
    let current = Self.value(of: computed, inputs)
    guard current != value else { return false }
    value = current
    return true
  }

  /// The value of `computed` read through `inputs`.
  private static func value(of computed: CompiledComputed, _ inputs: ConditionInputs) -> ExpressionValue? {
    for slot in computed.valueSlots where !inputs.hasValue(slot) { return nil }
    let value = computed.prepared.expression.value(inputs)
    return value.type == computed.type ? value : nil
  }
}
