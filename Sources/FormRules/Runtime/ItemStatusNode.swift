/// An item's status in its repeated group — its own fields' outcomes taken together
/// (``FormEngine/overallOutcome()``) — as a node of the item's graph, emitting when it
/// changes. The group reads every item's status whenever any item changes; as a node it is
/// recomputed only when one of the fields' results or gates changes, which a batch record
/// that leaves an item's fields ok does not do.
final class ItemStatusNode: Stream<FieldOutcome> {
  /// The item's fields that make up its status (``FormEngine/statusFields(of:)``).
  private let fields: [(index: Int, optional: Bool)]
  /// The item's field nodes (nodes of this node's graph, which owns them all).
  private let nodes: [FieldNodes]

  /// Builds the node of `item`'s status in its graph, after its fields and groups.
  init(of item: FormEngine) {
    fields = FormEngine.statusFields(of: item.compiledForm)
    nodes = item.fieldNodes
    let parents = fields.flatMap { item.fieldNodes[$0.index].outputs }
    super.init(
      graph: item.graph, initial: FormEngine.overallOutcome(of: fields, in: item.fieldNodes),
      parents: parents)
  }

  override func update() -> Bool {
    let outcome = FormEngine.overallOutcome(of: fields, in: nodes)
    guard outcome != value else { return false }
    value = outcome
    return true
  }
}
