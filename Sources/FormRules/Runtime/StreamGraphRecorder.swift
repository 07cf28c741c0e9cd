/// Learns a stream graph as a session builds it, for ``StreamGraphDrawing``: every node
/// with the parents it reads and the triggers that recompute it (told by
/// ``StreamNode/init(graph:parents:triggers:)``), the label the engine gives it, and the
/// links between nodes and what lies outside the graph (stores, button actions).
///
/// Only a session built for a drawing has one; nodes are known by identity (a node lives
/// as long as its graph, so no identity is reused while the graph is built).
final class StreamGraphRecorder {
  /// One node, in registration (topological) order.
  struct Entry {
    /// What kind of node it is: its class, without `Node` and generic arguments
    /// (`combineLatest`, `variable`, `fieldResult`).
    let operatorName: String
    /// Positions of the nodes it reads.
    let parents: [Int]
    /// Positions of the nodes whose emissions recompute it.
    let triggers: [Int]
    /// What the engine says it is; nil if it said nothing.
    var label: StreamNodeLabel?
  }

  /// Something a link joins: a node of the graph, or a store or a button's action, which
  /// are not nodes.
  enum Endpoint {
    case node(StreamNode)
    /// The store at this index of the compiled form.
    case store(Int)
    /// The action of the button at this index.
    case action(Int)
  }

  /// An ``Endpoint`` once recorded: a node by its position.
  enum Point: Hashable {
    case node(Int)
    case store(Int)
    case action(Int)
  }

  /// A link that is not a stream edge: a lookup in a store, an action's effects.
  struct Link: Hashable {
    let from: Point
    let to: Point
    let label: String
  }

  /// Every node, in registration order.
  private(set) var entries: [Entry] = []
  /// Every link, in the order recorded.
  private(set) var links: [Link] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  /// Records `node`, built reading `parents` and recomputed when `triggers` fire.
  func add(_ node: StreamNode, parents: [StreamNode], triggers: [StreamNode]) {
    positions[ObjectIdentifier(node)] = entries.count
    entries.append(
      Entry(
        operatorName: Self.operatorName(of: node), parents: parents.compactMap(position(of:)),
        triggers: triggers.compactMap(position(of:)), label: nil))
  }

  /// Records what `node` is, and its lookups in the stores `label` names.
  func label(_ node: StreamNode, _ label: StreamNodeLabel) {
    guard let position = position(of: node) else { return }
    entries[position].label = label
    for store in label.stores {
      links.append(Link(from: .store(store), to: .node(position), label: "lookup"))
    }
  }

  /// Records a link from `from` to `to`.
  func link(_ from: Endpoint, to: Endpoint, label: String) {
    guard let from = point(from), let to = point(to) else { return }
    links.append(Link(from: from, to: to, label: label))
  }

  /// Where `node` is in registration order; nil if it was not recorded.
  func position(of node: StreamNode) -> Int? {
    positions[ObjectIdentifier(node)]
  }

  private func point(_ endpoint: Endpoint) -> Point? {
    switch endpoint {
    case .node(let node): position(of: node).map(Point.node)
    case .store(let index): .store(index)
    case .action(let index): .action(index)
    }
  }

  /// `CombineLatestNode<Optional<Int>>` → `combineLatest`, `Variable<String>` → `variable`.
  private static func operatorName(of node: StreamNode) -> String {
    var name = String(describing: type(of: node))
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if name.hasSuffix("Node") && name.count > 4 { name.removeLast(4) }
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}

extension StreamGraphRecorder {
  /// Records what joins the nodes of the button at `button` besides stream edges: a tap
  /// counts only while `enabled` holds (``FormEngine/tap(button:)`` reads it); each
  /// emission of `submission` starts the action, which sets `executing`, then `result`
  /// and the `revision` of the store it wrote to when it ends.
  func recordButton(
    _ button: Int, enabled: StreamNode, taps: StreamNode, submission: StreamNode, executing: StreamNode,
    result: StreamNode, revision: StreamNode?
  ) {
    link(.node(enabled), to: .node(taps), label: "gates")
    link(.node(submission), to: .action(button), label: "starts")
    for node in [executing, result] + (revision.map { [$0] } ?? []) {
      link(.action(button), to: .node(node), label: "sets")
    }
  }
}

extension StreamGraphRecorder {
  /// Labels each repeated group's node of `engine` and records what it sets in the
  /// graph besides stream edges (its items wake it in a transaction of their own): the
  /// group's count and status, and the aggregates over it.
  func recordRepeatedGroups(of engine: FormEngine) {
    for node in engine.repeatedGroupNodes {
      label(node, .repeatedGroup(node.group))
      for field in [node.group.field] + node.group.aggregates.map(\.field) {
        link(.node(node), to: .node(engine.fieldNodes[field].value), label: "sets")
        if let result = engine.externalResults[field] { link(.node(node), to: .node(result), label: "sets") }
      }
    }
  }
}
