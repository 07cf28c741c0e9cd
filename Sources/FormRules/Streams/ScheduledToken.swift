/// A handle on a scheduled action; cancelling it keeps the action from running.
final class ScheduledToken {
  /// Whether ``cancel()`` was called.
  private(set) var isCancelled = false

  /// Prevents the action from running, if it has not run yet.
  func cancel() { isCancelled = true }
}
