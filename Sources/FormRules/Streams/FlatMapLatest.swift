/// Maps each source value to an inner ``Producer`` and emits only the latest one's values:
/// a new source value cancels the previous inner producer, so a stale result never
/// arrives (`flatMapLatest` / switch-to-latest).
///
/// Grammar: `source: a . b .`, `inner(a): . . . x`, `inner(b): y . z` →
/// `flatMapLatest: y . z` — `x` is dropped because `b` came after `a`.
final class FlatMapLatestNode<Input, Output>: Stream<Output> {
  private let source: Stream<Input>
  private let transform: (Input) -> Producer<Output>
  private var running: (any Cancellable)?
  private var generation: UInt64 = 0
  private var isStarting = false
  private var emittedWhileStarting = false

  init(source: Stream<Input>, initial: Output, transform: @escaping (Input) -> Producer<Output>) {
    self.source = source
    self.transform = transform
    super.init(graph: source.graph, initial: initial, parents: [source])
    graph.holdsPendingWork(self)
    _ = update()
  }

  override func update() -> Bool {
    running?.cancel()
    generation &+= 1
    let current = generation
    isStarting = true
    emittedWhileStarting = false
    // Unowned: producers report through the session's scheduler and external-work inbox,
    // which never outlive the graph that owns this node.
    running = transform(source.value).start { [unowned self] output in
      self.receive(output, generation: current)
    }
    isStarting = false
    return emittedWhileStarting
  }

  override func cancelPendingWork() {
    running?.cancel()
    running = nil
    generation &+= 1
  }

  private func receive(_ output: Output, generation emitted: UInt64) {
    guard emitted == generation else { return }
    if isStarting {
      value = output
      emittedWhileStarting = true
      return
    }
    graph.transaction {
      value = output
      graph.emit(self)
    }
  }
}

extension Stream {
  /// The values of the inner producer made from this stream's latest value; `initial`
  /// until the first inner producer emits.
  func flatMapLatest<Output>(
    initial: Output, _ transform: @escaping (Value) -> Producer<Output>
  ) -> Stream<Output> {
    FlatMapLatestNode(source: self, initial: initial, transform: transform)
  }
}
