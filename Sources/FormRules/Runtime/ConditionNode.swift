/// An enabled flag computed from an `enabled_when` condition — `combineLatest(the nodes
/// it reads).map(condition).distinctUntilChanged()` as one node. A button's flag also
/// folds in its executing flag (`&& !executing`).
final class ConditionNode: Stream<Bool> {
  private let expression: CompiledExpression
  private let inputs: ConditionInputs
  /// A flag that forces the result to false while set (a button's executing flag).
  private let blocker: Unowned<Variable<Bool>>?

  /// Creates the node; `parents` must list every node `inputs` and `blocker` read.
  init(
    graph: StreamGraph, parents: [StreamNode], expression: CompiledExpression, inputs: ConditionInputs,
    blocker: Variable<Bool>?
  ) {
    self.expression = expression
    self.inputs = inputs
    self.blocker = blocker.map { Unowned($0) }
    super.init(
      graph: graph,
      initial: expression.evaluate(inputs) && !(blocker?.value ?? false),
      parents: parents + (blocker.map { [$0] } ?? []))
  }

  override func update() -> Bool {
    let holds =
      expression.evaluate(inputs) && !(blocker?.read { $0.value } ?? false)
    guard holds != value else { return false }
    value = holds
    return true
  }
}
