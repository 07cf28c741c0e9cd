/// Emits its source's value once the source has been quiet for `interval`; every new
/// emission restarts the wait.
///
/// Grammar (interval 3 ticks): `source: a@0 b@1 c@5` → `debounce: b@4 c@8`. Starts out
/// holding the source's current value. Each emission is a transaction of its own, at the
/// virtual instant it falls due.
final class DebounceNode<Value>: Stream<Value> {
  private let source: Stream<Value>
  private let interval: Duration
  private var pending: ScheduledToken?

  init(source: Stream<Value>, interval: Duration) {
    self.source = source
    self.interval = interval
    super.init(graph: source.graph, initial: source.value, parents: [source])
    graph.holdsPendingWork(self)
  }

  override func update() -> Bool {
    pending?.cancel()
    let latest = source.value
    // Unowned: the scheduler never outlives the session's graph, which owns this node.
    pending = graph.scheduler.schedule(after: interval) { [unowned self] in
      self.pending = nil
      self.graph.transaction {
        self.value = latest
        self.graph.emit(self)
      }
    }
    return false
  }

  override func cancelPendingWork() {
    pending?.cancel()
    pending = nil
  }
}

extension Stream {
  /// This stream's values, each delayed until the stream has been quiet for `interval`.
  func debounce(_ interval: Duration) -> Stream<Value> {
    DebounceNode(source: self, interval: interval)
  }
}
