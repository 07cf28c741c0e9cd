/// Builds the node of a prepared `enabled_when` condition in a session's graph: the nodes
/// it reads, and inputs that read them by the condition's slots (no name lookups, no
/// copies of the form, no allocations per evaluation).
struct ConditionResolver {
  /// The form's fields.
  let fields: [CompiledField]
  /// How `.length` counts.
  let lengthUnit: LengthUnit
  let values: [Variable<String>]
  /// Results built so far: every one a condition reads the status of (``CompiledForm/gateOrder``).
  let results: [Stream<FieldOutcome>?]
  /// Enabled gates built so far (conditions only read fields earlier in build order).
  let enabled: [Stream<Bool>?]
  /// The date `today` reads.
  let today: CalendarDate
  /// Required gates built so far (of fields with `required_when`).
  var required: [Stream<Bool>?] = []
  /// Visible gates built so far (of fields with `visible_when`).
  var visible: [Stream<Bool>?] = []
  /// The fields' readings as numbers (``FormEngine/numberReadings``).
  var numbers: [NumberReading?] = []

  /// The node holding whether `condition` holds (and, with `blocker`, `blocker` is false).
  func node(
    for condition: CompiledCondition, in graph: StreamGraph, blocker: Variable<Bool>? = nil
  ) -> ConditionNode {
    ConditionNode(
      graph: graph, parents: parents(of: condition), expression: condition.expression,
      inputs: inputs(for: condition), blocker: blocker)
  }

  /// The node holding the value of `computed`.
  func node(for computed: CompiledComputed, in graph: StreamGraph) -> ComputedNode {
    ComputedNode(
      graph: graph, parents: parents(of: computed.prepared), computed: computed,
      inputs: inputs(for: computed.prepared))
  }

  /// What `condition` reads, by its slots.
  private func inputs(for condition: CompiledCondition) -> ConditionInputs {
    ConditionInputs(
      fields: condition.slotFields.map { slot in
        slot.map { index in
          ConditionInputs.Field(
            value: Unowned(values[index]), result: results[index].map { Unowned($0) },
            enabled: enabled[index].map { Unowned($0) }, optional: fields[index].optional,
            type: fields[index].type,
            required: requiredGate(index).map { Unowned($0) },
            visible: (index < visible.count ? visible[index] : nil).map { Unowned($0) },
            number: (index < numbers.count ? numbers[index] : nil).map { Unowned($0) })
        }
      },
      lengthUnit: lengthUnit, today: today)
  }

  /// The required gate of the field at `index`, if it has one built.
  private func requiredGate(_ index: Int) -> Stream<Bool>? {
    index < required.count ? required[index] : nil
  }

  /// The nodes `condition` reads.
  private func parents(of condition: CompiledCondition) -> [StreamNode] {
    var nodes: [StreamNode] = []
    nodes.reserveCapacity(condition.reads.count)
    for read in condition.reads {
      switch read.property {
      case .value, .length:
        nodes.append(values[read.field])
        if read.field < visible.count, let gate = visible[read.field] { nodes.append(gate) }
      case .ok, .empty, .failed, .validating: nodes.append(Self.built(results[read.field]))
      case .valid:
        nodes.append(Self.built(results[read.field]))
        if let gate = requiredGate(read.field) { nodes.append(gate) }
        if read.field < visible.count, let gate = visible[read.field] { nodes.append(gate) }
      case .enabled:
        if let gate = enabled[read.field] { nodes.append(gate) }
      }
    }
    return nodes
  }

  /// `result`, which the build order guarantees is built by the time it is read (the
  /// compiler orders a result whose rules read a field that can be hidden before every
  /// condition reading its status).
  static func built(_ result: Stream<FieldOutcome>?) -> Stream<FieldOutcome> {
    guard let result else { preconditionFailure("a field's result is read before it is built") }
    return result
  }
}
