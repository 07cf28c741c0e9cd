/// A `computed:` value — `combineLatest(the nodes it reads).map(expression)` as one node,
/// emitting when the value changes. Absent (nil) while a field whose value it reads is
/// empty, hidden or not of its type, or when the arithmetic has no result (a division by
/// zero).
final class ComputedNode: Stream<ExpressionValue?> {
  private let computed: CompiledComputed
  private let inputs: ConditionInputs
  /// The computed value as a program on numbers, when every field it reads is read as a
  /// number (``ConditionInputs/number(_:)``): its value then needs no ``ExpressionValue``.
  /// Without one, ``isNumeric`` is false and this holds no step. Not optional: read in
  /// place, where taking it out of an optional copied it, counting a reference per
  /// evaluation (an amount per item per record).
  private let numeric: NumericProgram
  /// Whether ``numeric`` is the value's program.
  private let isNumeric: Bool

  /// Creates the node; `parents` must list every node `inputs` reads.
  init(graph: StreamGraph, parents: [StreamNode], computed: CompiledComputed, inputs: ConditionInputs) {
    self.computed = computed
    self.inputs = inputs
    let numeric = computed.numeric.flatMap { program in
      program.steps.allSatisfy { step in
        if case .field(let slot) = step { inputs.readsNumber(slot) } else { true }
      } ? program : nil
    }
    self.numeric = numeric ?? NumericProgram(steps: [])
    isNumeric = numeric != nil
    super.init(graph: graph, initial: Self.value(of: computed, inputs), parents: parents)
  }

  /// The value as the state shows it (nil while absent, or beyond what a state can show).
  var shownValue: ComputedValue? { value.flatMap(ComputedValue.init) }

  override func update() -> Bool {
    if isNumeric {
      // The fields read through the node's own inputs (`inputs.number` as a function
      // value would copy them, and a closure capturing `self` retains the node: a
      // reference counted per evaluation either way), and the number compared as a
      // number: an amount per item per record.
      let node = Unowned(self)
      let number = numeric.value { slot in node.read { $0.inputs.number(slot) } }
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
