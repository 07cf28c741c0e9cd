/// The untyped part of every node in a ``StreamGraph``: its place in the topological
/// order and the bookkeeping one transaction needs.
///
/// A node is created after its parents, so its `order` (its position in the graph's
/// registration order) is above theirs, and recomputing queued nodes in that order visits
/// every parent before its children: each node is recomputed at most once per
/// transaction, from settled inputs, and no observer ever sees an intermediate state.
class StreamNode {
  /// The graph the node belongs to, unretained: the graph owns the node (``Unowned``).
  final let graphReference: Unowned<StreamGraph>
  /// Position in registration order, which is topological (parents exist first).
  let order: Int
  /// Nodes recomputed when this one fires (only the graph walks these).
  @exclusivity(unchecked) final var children: [Unowned<StreamNode>] = []
  /// Whether the node waits in the current transaction's queue.
  @exclusivity(unchecked) final var isQueued = false
  /// Whether the node fired (emitted) in the current transaction.
  @exclusivity(unchecked) final var hasFired = false
  /// Whether anyone observes the node (checked before notifying, without a call).
  @exclusivity(unchecked) final var isObserved = false
  /// Whether the node sets sources while it is recomputed (a repeated group's node), so
  /// that propagation may have to go back (``StreamGraph/rewind(behind:readersOf:)``).
  final var setsSources = false
  /// Its observers, in subscription order.
  @exclusivity(unchecked) private final var observers: [Observer] = []
  /// The id of the last observer added.
  private final var lastObserverID = 0

  /// Creates a node ordered after `parents` (which must already exist) and registers it
  /// with the graph. Only `triggers` (default: all parents) recompute it when they fire.
  init(graph: StreamGraph, parents: [StreamNode], triggers: [StreamNode]? = nil) {
    self.graphReference = Unowned(graph)
    self.order = graph.nodeCount
    graph.register(self)
    for trigger in triggers ?? parents { trigger.children.append(Unowned(self)) }
    graph.recorder?.add(self, parents: parents, triggers: triggers ?? parents)
  }

  /// The graph the node belongs to.
  final var graph: StreamGraph { graphReference.object }

  /// Recomputes the node from its parents' current values; returns whether it fires.
  /// Sources and time-driven nodes fire from outside propagation and return false.
  func update() -> Bool { false }

  /// Cancels what the node has pending (a timer, a lookup) when its graph is dropped
  /// while the session goes on; nothing by default. A node that overrides it tells its
  /// graph so once built (``StreamGraph/holdsPendingWork(_:)``).
  func cancelPendingWork() {}

  /// Called after each transaction of a graph this node encloses, run on its own (the
  /// graph's ``StreamGraph/enclosingNode``); nothing by default.
  func enclosedGraphChanged() {}

  /// Adds `notify`, called once at the end of every transaction in which the node
  /// emitted. Returns its id, which removes it.
  final func addObserver(_ notify: @escaping () -> Void) -> Int {
    addObserver(group: ObserverGroup(oncePerTransaction: false, notify))
  }

  /// Adds `group`'s action, called at the end of every transaction in which the node
  /// emitted — once for all the nodes the group observes when it runs once per
  /// transaction. Returns its id, which removes it.
  final func addObserver(group: ObserverGroup) -> Int {
    lastObserverID += 1
    observers.append(Observer(id: lastObserverID, group: group))
    isObserved = true
    return lastObserverID
  }

  /// Removes the observer numbered `id` (nothing if it is gone already).
  final func removeObserver(_ id: Int) {
    guard let position = observers.firstIndex(where: { $0.id == id }) else { return }
    // Released at the end of the call, once the node is consistent: what the observer
    // keeps may remove observers of this node as it goes.
    let removed = observers.remove(at: position)
    isObserved = !observers.isEmpty
    withExtendedLifetime(removed) {}
  }

  /// Removes every observer: the graph going away drops them, and with them whatever
  /// they keep (a closure holding nodes of this graph would keep them alive).
  final func removeAllObservers() {
    var removed: [Observer] = []
    swap(&removed, &observers)
    isObserved = false
    withExtendedLifetime(removed) {}
  }

  /// Calls every observer, after the transaction numbered `serial`.
  final func notifyObservers(serial: Int) {
    for observer in observers { observer.group.run(after: serial) }
  }
}

extension StreamNode {
  /// One observer of a node.
  struct Observer {
    /// Its id, for removal.
    let id: Int
    /// What it runs, possibly shared with observers on other nodes.
    let group: ObserverGroup
  }
}
