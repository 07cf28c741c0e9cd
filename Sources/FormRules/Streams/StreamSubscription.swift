/// Ends an observation of a ``Stream`` when cancelled.
final class StreamSubscription {
  private var onCancel: (() -> Void)?

  /// Creates a subscription that runs `onCancel` once when cancelled.
  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it twice does nothing more.
  func cancel() {
    onCancel?()
    onCancel = nil
  }
}
