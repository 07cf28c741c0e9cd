/// A node that always holds a current value of type `Value` and emits when it changes.
///
/// Every stream is hot and shared: all observers see the same node, which replays its
/// latest value on subscription if asked — `share(replay: 1)` is built in.
///
/// Grammar: `value (emission)*` — a stream has a value from construction on and emits
/// at most once per transaction, after the transaction has settled.
class Stream<Value>: StreamNode {
  /// The latest value.
  @exclusivity(unchecked) final var value: Value

  /// Creates a stream with an initial value.
  init(graph: StreamGraph, initial: Value, parents: [StreamNode], triggers: [StreamNode]? = nil) {
    self.value = initial
    super.init(graph: graph, parents: parents, triggers: triggers)
  }

  /// Calls `observer` with every later emission (and at once with the current value when
  /// `replay` is true). Cancel the returned subscription to stop.
  @discardableResult
  final func subscribe(replay: Bool = false, _ observer: @escaping (Value) -> Void) -> StreamSubscription {
    // Stored as a non-generic closure that reads the value when called, so notifying
    // needs no generic function or tuple metadata at run time.
    let subscription = onChange { [unowned self] in observer(self.value) }
    if replay { observer(value) }
    return subscription
  }

  /// Calls `notify` after every emission, without the value (no generic wrapper).
  final func onChange(_ notify: @escaping () -> Void) -> StreamSubscription {
    let id = addObserver(notify)
    return StreamSubscription { [weak self] in self?.removeObserver(id) }
  }
}
