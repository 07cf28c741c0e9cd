/// A `computed:` value — `combineLatest(the nodes it reads).map(expression)` as one node,
/// emitting when the value changes. Absent (nil) while a field whose value it reads is
/// empty, hidden or not of its type, or when the arithmetic has no result (a division by
/// zero).
final class ComputedNode: Stream<ExpressionValue?> {
  private let computed: CompiledComputed
  private let inputs: ConditionInputs

  /// Creates the node; `parents` must list every node `inputs` reads.
  init(graph: StreamGraph, parents: [StreamNode], computed: CompiledComputed, inputs: ConditionInputs) {
    self.computed = computed
    self.inputs = inputs
    super.init(graph: graph, initial: Self.value(of: computed, inputs), parents: parents)
  }

  /// The value as the state shows it (nil while absent, or beyond what a state can show).
  var shownValue: ComputedValue? { value.flatMap(ComputedValue.init) }

  override func update() -> Bool {
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
