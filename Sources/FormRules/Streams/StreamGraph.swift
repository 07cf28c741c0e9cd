/// Owns a graph of stream nodes and runs its transactions, glitch-free.
///
/// A transaction sets one or more sources; the graph then recomputes every affected node
/// exactly once, in topological (registration) order, and only afterwards notifies observers of
/// the nodes that fired. An observer therefore never sees a state computed from a mix of
/// new and old inputs, which a hand-wired `combineLatest` diamond would show.
///
/// Not thread-safe: a graph belongs to the one session that owns it.
final class StreamGraph {
  /// The clock that time-based operators (debounce, latency) schedule on.
  let scheduler: VirtualScheduler
  /// What a drawing of the graph learns as it is built (``StreamGraphDrawing``); nil in
  /// every other session, which then pays one nil check per node built and nothing when
  /// propagating.
  let recorder: StreamGraphRecorder?

  /// Every node, in registration order. The graph owns them: each is retained once when
  /// it registers and released when the graph goes, so traversals (here and through
  /// ``StreamNode/children``) need no reference counting of their own.
  @exclusivity(unchecked) private var nodes: [Unmanaged<StreamNode>] = []
  /// The lowest and highest registration order queued (none when lowest > highest).
  @exclusivity(unchecked) private var lowestQueued = Int.max
  @exclusivity(unchecked) private var highestQueued = -1
  /// The nodes that fired in the current transaction (owned by `nodes`): the first
  /// `firedCount` entries; the rest are left over from earlier transactions.
  @exclusivity(unchecked) private var fired: [Unmanaged<StreamNode>] = []
  /// How many entries of `fired` belong to the current transaction.
  @exclusivity(unchecked) private var firedCount = 0
  /// The buffer of the last notification, reused (with its leftovers) so that notifying
  /// neither allocates nor clears.
  @exclusivity(unchecked) private var spare: [Unmanaged<StreamNode>] = []
  @exclusivity(unchecked) private var transactionDepth = 0
  /// The number of the last transaction started: ``ObserverGroup``s tell transactions
  /// apart by it.
  @exclusivity(unchecked) private var serial = 0

  /// Creates an empty graph on `scheduler`, with room for `capacity` nodes before it
  /// has to grow, telling `recorder` (if any) about every node and edge.
  init(scheduler: VirtualScheduler, capacity: Int = 0, recorder: StreamGraphRecorder? = nil) {
    self.scheduler = scheduler
    self.recorder = recorder
    nodes.reserveCapacity(capacity)
  }

  deinit {
    for node in nodes {
      node._withUnsafeGuaranteedRef { $0.removeAllObservers() }
      node.release()
    }
  }

  /// The number of nodes (for graph statistics).
  var nodeCount: Int { nodes.count }

  /// Adds a node; called by ``StreamNode/init(graph:parents:triggers:)``.
  func register(_ node: StreamNode) {
    nodes.append(.passRetained(node))
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
    serial &+= 1
    let current = serial
    body()
    propagate()
    transactionDepth = 0
    notify(serial: current)
  }

  /// Marks `node` as having emitted in the current transaction and queues its children.
  /// Must be called inside ``transaction(_:)``.
  func emit(_ node: StreamNode) {
    guard !node.hasFired else { return }
    node.hasFired = true
    if firedCount < fired.count {
      fired[firedCount] = .passUnretained(node)
    } else {
      fired.append(.passUnretained(node))
    }
    firedCount += 1
    for child in node.children {
      child._withUnsafeGuaranteedRef { child in
        guard !child.isQueued else { return }
        child.isQueued = true
        if child.order < lowestQueued { lowestQueued = child.order }
        if child.order > highestQueued { highestQueued = child.order }
      }
    }
  }

  private func propagate() {
    var position = lowestQueued
    while position <= highestQueued {
      nodes[position]._withUnsafeGuaranteedRef { node in
        guard node.isQueued else { return }
        node.isQueued = false
        if node.update() { emit(node) }
      }
      position += 1
    }
    lowestQueued = Int.max
    highestQueued = -1
  }

  /// Notifies the observers of the nodes that fired in the transaction numbered
  /// `serial`. An observer may run a transaction of its own meanwhile: it fills the spare
  /// buffer (or, nested deeper, a new one) while this one is read.
  private func notify(serial: Int) {
    let count = firedCount
    guard count > 0 else { return }
    var emitted: [Unmanaged<StreamNode>] = []
    swap(&emitted, &spare)
    swap(&emitted, &fired)
    firedCount = 0
    for index in 0..<count { emitted[index]._withUnsafeGuaranteedRef { $0.hasFired = false } }
    for index in 0..<count {
      emitted[index]._withUnsafeGuaranteedRef { node in
        if node.isObserved { node.notifyObservers(serial: serial) }
      }
    }
    spare = emitted
  }
}
