/// Keeps a ``Form/observe(_:)`` handler registered until cancelled.
public final class FormObservation {
  /// Where the handler is registered: each output node and its id there.
  private var registrations: [(node: StreamNode, id: Int)]

  init(registrations: [(node: StreamNode, id: Int)]) { self.registrations = registrations }

  /// Stops the observation.
  public func cancel() {
    for registration in registrations { registration.node.removeObserver(registration.id) }
    registrations.removeAll()
  }
}
