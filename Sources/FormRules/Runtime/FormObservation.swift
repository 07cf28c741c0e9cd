/// Keeps a ``Form/observe(_:)`` handler registered until cancelled.
public final class FormObservation {
  /// Where the handler is registered: each output node's observers and its id there.
  private var registrations: [(observers: StreamObservers, id: Int)]

  init(registrations: [(observers: StreamObservers, id: Int)]) { self.registrations = registrations }

  /// Stops the observation.
  public func cancel() {
    for registration in registrations { registration.observers.remove(registration.id) }
    registrations.removeAll()
  }
}
