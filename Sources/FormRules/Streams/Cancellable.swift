/// Something in flight that can be stopped: a scheduled action, an inner stream.
protocol Cancellable: AnyObject {
  /// Stops it; later calls do nothing.
  func cancel()
}

extension ScheduledToken: Cancellable {}
