/// Owns a graph of stream nodes and runs its transactions, glitch-free.
///
/// A transaction sets one or more sources; the graph then recomputes every affected node
/// exactly once, in topological (rank) order, and only afterwards notifies observers of
/// the nodes that fired. An observer therefore never sees a state computed from a mix of
/// new and old inputs, which a hand-wired `combineLatest` diamond would show.
///
/// Not thread-safe: a graph belongs to the one session that owns it.
final class StreamGraph {
  /// The clock that time-based operators (debounce, latency) schedule on.
  let scheduler: VirtualScheduler

  private var nodes: [StreamNode] = []
  /// Nodes waiting to be recomputed in this transaction, sorted by rank from `cursor` on.
  @exclusivity(unchecked) private var queue: [StreamNode] = []
  /// The next queued node to recompute.
  @exclusivity(unchecked) private var cursor = 0
  @exclusivity(unchecked) private var fired: [StreamNode] = []
  @exclusivity(unchecked) private var transactionDepth = 0

  /// Creates an empty graph on `scheduler`.
  init(scheduler: VirtualScheduler) {
    self.scheduler = scheduler
  }

  deinit {
    // Children hold their parents; parents hold their children: break the cycles.
    for node in nodes { node.children.removeAll() }
  }

  /// The number of nodes (for graph statistics).
  var nodeCount: Int { nodes.count }

  /// Adds a node; called by ``StreamNode/init(graph:parents:triggers:)``.
  func register(_ node: StreamNode) {
    nodes.append(node)
  }

  /// Runs `body` as one transaction: every source it sets propagates together. A
  /// transaction started inside another joins it. One started by an observer while it is
  /// being notified runs at once, as a transaction of its own; observers notified after it
  /// see its values.
  func transaction(_ body: () -> Void) {
    if transactionDepth > 0 {
      body()
      return
    }
    transactionDepth = 1
    body()
    propagate()
    transactionDepth = 0
    notify()
  }

  /// Marks `node` as having emitted in the current transaction and queues its children.
  /// Must be called inside ``transaction(_:)``.
  func emit(_ node: StreamNode) {
    guard !node.hasFired else { return }
    node.hasFired = true
    fired.append(node)
    for child in node.children where !child.isQueued {
      child.isQueued = true
      enqueue(child)
    }
  }

  /// Inserts `node` among the waiting nodes in rank order. Children always rank above the
  /// node being recomputed, so they land after the cursor; a transaction touches few
  /// nodes, so a short backwards scan beats a heap.
  private func enqueue(_ node: StreamNode) {
    var position = queue.count
    while position > cursor, queue[position - 1].rank > node.rank { position -= 1 }
    if position == queue.count {
      queue.append(node)
    } else {
      queue.insert(node, at: position)
    }
  }

  private func propagate() {
    while cursor < queue.count {
      let node = queue[cursor]
      cursor += 1
      node.isQueued = false
      if node.update() { emit(node) }
    }
    queue.removeAll(keepingCapacity: true)
    cursor = 0
  }

  private func notify() {
    guard !fired.isEmpty else { return }
    let emitted = fired
    fired.removeAll(keepingCapacity: true)
    for node in emitted { node.hasFired = false }
    for node in emitted { node.notifyObservers() }
  }
}
