/// A source stream whose value is set from outside (an input field, a tap counter):
/// the graph's `BehaviorSubject`.
///
/// Grammar: `initial (set)*` — every ``set(_:)`` emits, even with an equal value; put
/// ``Stream/distinctUntilChanged()`` downstream where repeats should be dropped.
final class Variable<Value>: Stream<Value> {
  /// Creates a source holding `initial`.
  init(graph: StreamGraph, initial: Value) {
    super.init(graph: graph, initial: initial, parents: [])
  }

  /// Sets the value and emits it: a transaction of its own, or part of the enclosing one.
  /// The value is taken, not copied: a caller handing over its own copy (a record's
  /// value) counts no extra reference.
  func set(_ newValue: consuming Value) {
    // Stored before the transaction starts, which is the same as at its start: nothing
    // runs in between.
    value = newValue
    graphReference.read { graph in
      graph.transaction { graph.emit(self) }
    }
  }
}

extension StreamGraph {
  /// A new source stream holding `initial`.
  func variable<Value>(_ initial: Value) -> Variable<Value> {
    Variable(graph: self, initial: initial)
  }
}
