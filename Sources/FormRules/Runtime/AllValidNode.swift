/// A button's enabled flag without `enabled_when`: every enabled field valid (ok, or empty
/// and optional; disabled fields are barred from validation, as in HTML) and the action
/// not executing — `combineLatest(results, enabled gates, executing).map(…)
/// .distinctUntilChanged()` as one node.
final class AllValidNode: Stream<Bool> {
  /// One field's result, whether it is optional, and its enabled gate when it has one.
  private struct Input {
    let result: Unowned<Stream<FieldOutcome>>
    let optional: Bool
    let enabled: Unowned<Stream<Bool>>?
    /// Whether it is required, for a field with `required_when` (`optional` then unused).
    let required: Unowned<Stream<Bool>>?
    /// Whether it is shown, for a field with `visible_when` (a hidden field is valid).
    let visible: Unowned<Stream<Bool>>?
  }

  private let inputs: [Input]
  /// The button's executing flag.
  private let executing: Unowned<Variable<Bool>>

  /// Creates the node over the fields' `results` (with whether each field is `optional`,
  /// its `enabled` gate, nil for a field that is always enabled, and its `required` gate,
  /// nil without `required_when`). The gates are parents, so the flag reads them settled
  /// in the same transaction.
  init(
    graph: StreamGraph, results: [Stream<FieldOutcome>], optional: [Bool], enabled: [Stream<Bool>?],
    required: [Stream<Bool>?], visible: [Stream<Bool>?], executing: Variable<Bool>
  ) {
    let inputs = results.indices.map {
      Input(
        result: Unowned(results[$0]), optional: optional[$0], enabled: enabled[$0].map { Unowned($0) },
        required: required[$0].map { Unowned($0) }, visible: visible[$0].map { Unowned($0) })
    }
    let flag = Unowned(executing)
    self.inputs = inputs
    self.executing = flag
    super.init(
      graph: graph, initial: Self.holds(inputs, executing: flag),
      parents: results + enabled.compactMap { $0 } + required.compactMap { $0 } + visible.compactMap { $0 }
        + [executing])
  }

  override func update() -> Bool {
    let holds = Self.holds(inputs, executing: executing)
    guard holds != value else { return false }
    value = holds
    return true
  }

  private static func holds(_ inputs: [Input], executing: Unowned<Variable<Bool>>) -> Bool {
    guard !executing.read({ $0.value }) else { return false }
    return inputs.allSatisfy { input in
      FormReader.counts(
        isValid: input.result.read { result in
          let optional = input.required.map { !$0.read { $0.value } } ?? input.optional
          return FormReader.isValid(result.value.status, optional: optional)
        },
        enabled: (input.enabled?.read { $0.value } ?? true) && (input.visible?.read { $0.value } ?? true))
    }
  }
}
