@testable import FormRules

/// Records a stream's emissions with the virtual time of each, RxTest-style.
final class Recorder<Value> {
  /// What was emitted, in order, with when.
  private(set) var events: [(time: Duration, value: Value)] = []
  private var subscription: StreamSubscription?

  /// Starts recording `stream` (not its current value).
  init(_ stream: Stream<Value>, scheduler: VirtualScheduler) {
    subscription = stream.subscribe { [unowned scheduler] value in
      self.events.append((scheduler.now, value))
    }
  }

  /// Just the values.
  var values: [Value] { events.map(\.value) }
}

extension Duration {
  /// `n` virtual ticks of one millisecond.
  static func ticks(_ n: Int) -> Duration { .milliseconds(n) }
}
