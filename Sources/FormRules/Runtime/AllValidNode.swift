/// A button's enabled flag without `enabled_when`: every field valid (ok, or empty and
/// optional) and the action not executing — `combineLatest(results, executing).map(…)
/// .distinctUntilChanged()` as one node.
final class AllValidNode: Stream<Bool> {
  /// One field's result and whether it is optional. Unretained: the graph owns every
  /// node, and this one belongs to the same graph.
  private struct Input {
    let result: Unmanaged<Stream<FieldOutcome>>
    let optional: Bool
  }

  private let inputs: [Input]
  /// The button's executing flag (unretained, as the inputs).
  private let executing: Unmanaged<Variable<Bool>>

  /// Creates the node over the fields' `results` (with whether each field is `optional`).
  init(graph: StreamGraph, results: [Stream<FieldOutcome>], optional: [Bool], executing: Variable<Bool>) {
    let inputs = results.indices.map { Input(result: .passUnretained(results[$0]), optional: optional[$0]) }
    let flag = Unmanaged.passUnretained(executing)
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

  private static func holds(_ inputs: [Input], executing: Unmanaged<Variable<Bool>>) -> Bool {
    guard !executing._withUnsafeGuaranteedRef({ $0.value }) else { return false }
    return inputs.allSatisfy { input in
      input.result._withUnsafeGuaranteedRef { FormReader.isValid($0.value.status, optional: input.optional) }
    }
  }
}
