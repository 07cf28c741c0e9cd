/// Keeps a ``Form/observe(_:)`` handler registered until cancelled.
public final class FormObservation {
  private var subscriptions: [StreamSubscription]

  init(subscriptions: [StreamSubscription]) { self.subscriptions = subscriptions }

  /// Stops the observation.
  public func cancel() {
    for subscription in subscriptions { subscription.cancel() }
    subscriptions.removeAll()
  }
}
