/// A button's enabled flag without `enabled_when`: every field valid (ok, or empty and
/// optional) and the action not executing — `combineLatest(results, executing).map(…)
/// .distinctUntilChanged()` as one node.
final class AllValidNode: Stream<Bool> {
  /// One field's result and whether it is optional.
  private struct Input {
    let result: Unowned<Stream<FieldOutcome>>
    let optional: Bool
  }

  private let inputs: [Input]
  /// The button's executing flag.
  private let executing: Unowned<Variable<Bool>>

  /// Creates the node over the fields' `results` (with whether each field is `optional`).
  init(graph: StreamGraph, results: [Stream<FieldOutcome>], optional: [Bool], executing: Variable<Bool>) {
    let inputs = results.indices.map { Input(result: Unowned(results[$0]), optional: optional[$0]) }
    let flag = Unowned(executing)
    self.inputs = inputs
    self.executing = flag
    super.init(graph: graph, initial: Self.holds(inputs, executing: flag), parents: results + [executing])
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
      input.result.read { FormReader.isValid($0.value.status, optional: input.optional) }
    }
  }
}
