/// A node that always holds a current value of type `Value` and emits when it changes.
///
/// Every stream is hot and shared: all observers see the same node, and read its latest
/// value when notified (``StreamNode/addObserver(_:)``) — `share(replay: 1)` is built in.
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
}
