/// A cold stream of values, started on demand: the inner streams of
/// ``Stream/flatMapLatest(_:)``.
///
/// `start` receives an emit function. It may emit synchronously (those values are part of
/// the starting transaction) and later, from scheduled actions (each a transaction of its
/// own). It returns what stops it, if anything can.
struct Producer<Value> {
  /// Starts the producer.
  let start: (_ emit: @escaping (Value) -> Void) -> (any Cancellable)?

  /// Creates a producer from its start function.
  init(start: @escaping (_ emit: @escaping (Value) -> Void) -> (any Cancellable)?) {
    self.start = start
  }

  /// A producer that emits `value` at once and nothing more.
  static func just(_ value: Value) -> Producer {
    Producer { emit in
      emit(value)
      return nil
    }
  }
}

/// Something in flight that can be stopped: a scheduled action, an inner stream.
protocol Cancellable: AnyObject {
  /// Stops it; later calls do nothing.
  func cancel()
}
