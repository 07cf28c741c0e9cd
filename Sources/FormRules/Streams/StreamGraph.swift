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

  // Unchecked exclusivity, here and on the nodes' transaction state, observers and values
  // (`StreamNode`, `Stream.value`): the graph belongs to one session on one thread, and no
  // access to one of these spans a call that touches it again. The dynamic checks would
  // be half of propagation's instructions (1,538 → 3,138 per event) and a third of batch's
  // (docs/performance.md); the session's other state is checked as usual.

  /// Every node, in registration order: the graph owns them (``Unowned``'s invariant).
  @exclusivity(unchecked) private var owned: [StreamNode] = []
  /// The same nodes, unretained, for traversals that count no references.
  @exclusivity(unchecked) private var nodes: [Unowned<StreamNode>] = []
  /// The nodes that can hold pending work (a timer, a lookup, an item's graph): the only
  /// ones ``cancelPendingWork()`` visits.
  private var pendingWorkHolders: [Unowned<StreamNode>] = []
  /// The lowest and highest registration order queued (none when lowest > highest).
  @exclusivity(unchecked) private var lowestQueued = Int.max
  @exclusivity(unchecked) private var highestQueued = -1
  /// The nodes that fired in the current transaction: the first `firedCount` entries; the
  /// rest are left over from earlier transactions.
  @exclusivity(unchecked) private var fired: [Unowned<StreamNode>] = []
  /// How many entries of `fired` belong to the current transaction.
  @exclusivity(unchecked) private var firedCount = 0
  /// The buffer of the last notification, reused (with its leftovers) so that notifying
  /// neither allocates nor clears.
  @exclusivity(unchecked) private var spare: [Unowned<StreamNode>] = []
  @exclusivity(unchecked) private var transactionDepth = 0
  /// The number of the last transaction started: ``ObserverGroup``s tell transactions
  /// apart by it.
  @exclusivity(unchecked) private var serial = 0
  /// The lowest order queued behind the node being recomputed, by a node that sets a
  /// source while it is recomputed (a repeated group's, ``rewind(behind:)``): where
  /// propagation goes back to.
  @exclusivity(unchecked) private var rewind = Int.max
  /// The node of another graph told after every transaction this graph runs on its own
  /// (``StreamNode/enclosedGraphChanged()``): an item's graph tells its repeated group's
  /// node, which then recomputes in the enclosing graph. Unretained (``Unowned``): that
  /// node owns the item, and clears this before letting it go. A closure here was
  /// retained and released on every call (an atomic operation per order line).
  var enclosingNode: Unowned<StreamNode>?

  /// Creates an empty graph on `scheduler`, with room for `capacity` nodes before it
  /// has to grow, telling `recorder` (if any) about every node and edge.
  init(scheduler: VirtualScheduler, capacity: Int = 0, recorder: StreamGraphRecorder? = nil) {
    self.scheduler = scheduler
    self.recorder = recorder
    owned.reserveCapacity(capacity)
    nodes.reserveCapacity(capacity)
  }

  deinit {
    for node in owned { node.removeAllObservers() }
  }

  /// The number of nodes (for graph statistics).
  var nodeCount: Int { nodes.count }

  /// Adds a node; called by ``StreamNode/init(graph:parents:triggers:)``.
  func register(_ node: StreamNode) {
    owned.append(node)
    nodes.append(Unowned(node))
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
    enclosingNode?.read { $0.enclosedGraphChanged() }
  }

  /// Queues `node` to be recomputed in the current transaction (a repeated group's node
  /// whose items changed). Must be called inside ``transaction(_:)``.
  func schedule(_ node: StreamNode) {
    queue(node)
  }

  /// Notes that `node`, one of this graph's, can hold pending work
  /// (``StreamNode/cancelPendingWork()`` does something for it).
  func holdsPendingWork(_ node: StreamNode) {
    pendingWorkHolders.append(Unowned(node))
  }

  /// Cancels what every node has pending (timers, lookups): the graph is being dropped
  /// while the session goes on (a removed item's). Visits only the nodes that said they
  /// can hold any (``holdsPendingWork(_:)``): a batch drops and reuses items every record.
  func cancelPendingWork() {
    for node in pendingWorkHolders { node.read { $0.cancelPendingWork() } }
  }

  /// Marks `node` as having emitted in the current transaction and queues its children.
  /// Must be called inside ``transaction(_:)``.
  func emit(_ node: StreamNode) {
    guard !node.hasFired else { return }
    node.hasFired = true
    if firedCount < fired.count {
      fired[firedCount] = Unowned(node)
    } else {
      fired.append(Unowned(node))
    }
    firedCount += 1
    for child in node.children {
      child.read { queue($0) }
    }
  }

  /// Queues `node` for recomputation in the current transaction.
  @inline(__always)
  private func queue(_ node: StreamNode) {
    guard !node.isQueued else { return }
    node.isQueued = true
    if node.order < lowestQueued { lowestQueued = node.order }
    if node.order > highestQueued { highestQueued = node.order }
  }

  /// Called by `node`, which sets `source` while it is recomputed (a node marked
  /// ``StreamNode/setsSources``): propagation goes back to the readers of `source` that
  /// come before `node`, once `node` is done.
  func rewind(behind node: StreamNode, readersOf source: StreamNode) {
    for child in source.children {
      child.read { child in
        if child.order < node.order, child.order < rewind { rewind = child.order }
      }
    }
  }

  /// The most times one transaction goes back to recompute nodes before its position: a
  /// bound on what an item's form and its enclosing form can do to each other.
  private static let rewindLimit = 10_000

  private func propagate() {
    var position = lowestQueued
    var rewinds = 0
    while position <= highestQueued {
      var setsSources = false
      nodes[position].read { node in
        guard node.isQueued else { return }
        node.isQueued = false
        if node.update() { emit(node) }
        setsSources = node.setsSources
      }
      position += 1
      if setsSources, rewind < position {
        rewinds += 1
        if rewinds <= Self.rewindLimit { position = rewind }
        rewind = Int.max
      }
    }
    lowestQueued = Int.max
    highestQueued = -1
    // Past the limit, what is still queued is dropped, so that later transactions queue it.
    if rewinds > Self.rewindLimit { for node in owned { node.isQueued = false } }
  }

  /// Notifies the observers of the nodes that fired in the transaction numbered
  /// `serial`. An observer may run a transaction of its own meanwhile: it fills the spare
  /// buffer (or, nested deeper, a new one) while this one is read.
  private func notify(serial: Int) {
    let count = firedCount
    guard count > 0 else { return }
    var emitted: [Unowned<StreamNode>] = []
    swap(&emitted, &spare)
    swap(&emitted, &fired)
    firedCount = 0
    for index in 0..<count { emitted[index].read { $0.hasFired = false } }
    for index in 0..<count {
      emitted[index].read { node in
        if node.isObserved { node.notifyObservers(serial: serial) }
      }
    }
    spare = emitted
  }
}
