@testable import FormRules

/// Records a stream's emissions with the virtual time of each, RxTest-style.
final class Recorder<Value> {
  /// What was emitted, in order, with when.
  private(set) var events: [(time: Duration, value: Value)] = []

  /// Starts recording `stream` (not its current value), as the session's observers do:
  /// an observer on the node reading its value when notified.
  init(_ stream: Stream<Value>, scheduler: VirtualScheduler) {
    _ = stream.addObserver { [unowned self, unowned stream, unowned scheduler] in
      self.events.append((scheduler.now, stream.value))
    }
  }

  /// Just the values.
  var values: [Value] { events.map(\.value) }
}

extension Duration {
  /// `n` virtual ticks of one millisecond.
  static func ticks(_ n: Int) -> Duration { .milliseconds(n) }
}
