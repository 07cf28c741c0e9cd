/// A scheduler on a virtual clock: time moves only when told to, so debounce, latency and
/// cancellation are deterministic and instant. It drives scripts, examples, batch, tests —
/// and, paced against the wall clock by ``RealTimePacer``, the interactive prompt and
/// embedding programs.
///
/// Actions due at the same instant run in the order they were scheduled. Not thread-safe:
/// a scheduler belongs to the one form session that owns it.
final class VirtualScheduler {
  /// The current virtual time, measured from the scheduler's creation.
  private(set) var now: Duration = .zero

  private var queue = ScheduledActionQueue()
  private var nextSequence: UInt64 = 0

  /// Called before each action is scheduled, while a real-time runner drives the clock
  /// (``RealTimePacer/run(_:isolation:)``): it catches ``now`` up with the wall clock, so
  /// that a delay counts from the moment of scheduling, and wakes the runner.
  var willSchedule: (() -> Void)?

  /// Creates a scheduler at time zero.
  init() {}

  /// When the earliest scheduled action is due, if any: cancelled actions do not count
  /// (they are dropped here, so that a runner waiting for the next one does not wake for
  /// a lookup of a removed item).
  var nextDueTime: Duration? {
    while let first = queue.first, first.token.isCancelled { queue.removeFirst() }
    return queue.first?.due
  }

  /// Schedules `action` to run `delay` from now (a negative delay counts as zero).
  /// The returned token cancels it.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledToken {
    willSchedule?()
    let token = ScheduledToken()
    nextSequence += 1
    queue.insert(
      ScheduledAction(due: now + max(delay, .zero), sequence: nextSequence, token: token, run: action))
    return token
  }

  /// Runs every action due at or before the current time, including actions those
  /// actions schedule for the current time.
  func runDue() {
    while let first = queue.first, first.due <= now {
      queue.removeFirst()
      if !first.token.isCancelled { first.run() }
    }
  }

  /// Moves the clock forward by `interval`, running every action that falls due on the way
  /// at its own instant.
  func advance(by interval: Duration) {
    advance(to: now + max(interval, .zero))
  }

  /// Moves the clock forward to `instant` (never backward), running due actions in order.
  func advance(to instant: Duration) {
    runDue()
    while let first = queue.first, first.due <= instant {
      now = max(now, first.due)
      runDue()
    }
    if instant > now { now = instant }
  }

  /// Moves the clock forward to `instant` without running what falls due on the way (it
  /// runs, late but in order, at the next ``runDue()`` or ``advance(to:)``).
  func catchUp(to instant: Duration) {
    if instant > now { now = instant }
  }

  /// Runs everything scheduled, moving the clock as far as needed. Returns false if
  /// `limit` actions ran without the queue draining (a self-rescheduling loop).
  @discardableResult
  func runUntilIdle(limit: Int = 1_000_000) -> Bool {
    if queue.isEmpty { return true }
    var budget = limit
    runDue()
    while let first = queue.first {
      guard budget > 0 else { return false }
      budget -= 1
      now = max(now, first.due)
      runDue()
    }
    return true
  }
}
