/// A node that always holds a current value of type `Value` and emits when it changes.
///
/// Every stream is hot and shared: all observers see the same node, which replays its
/// latest value on subscription if asked — `share(replay: 1)` is built in.
///
/// Grammar: `value (emission)*` — a stream has a value from construction on and emits
/// at most once per transaction, after the transaction has settled.
class Stream<Value>: StreamNode {
  /// The latest value.
  final var value: Value

  private var observers: [(id: Int, observer: (Value) -> Void)] = []
  private var nextObserverID = 0

  /// Creates a stream with an initial value.
  init(graph: StreamGraph, initial: Value, parents: [StreamNode], triggers: [StreamNode]? = nil) {
    self.value = initial
    super.init(graph: graph, parents: parents, triggers: triggers)
  }

  /// Calls `observer` with every later emission (and at once with the current value when
  /// `replay` is true). Cancel the returned subscription to stop.
  @discardableResult
  final func subscribe(replay: Bool = false, _ observer: @escaping (Value) -> Void) -> StreamSubscription {
    nextObserverID += 1
    let id = nextObserverID
    observers.append((id, observer))
    if replay { observer(value) }
    return StreamSubscription { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }

  override final func notifyObservers() {
    for entry in observers { entry.observer(value) }
  }

  /// Whether anyone observes the stream.
  final var isObserved: Bool { !observers.isEmpty }
}
