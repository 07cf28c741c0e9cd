/// Keeps a ``Form/observe(_:)`` handler registered until it is cancelled or released.
///
/// Like a Combine or GRDB cancellable: keep it for as long as you want to hear about
/// changes; dropping it ends the observation. It does not keep the form's session alive,
/// and the session does not keep it: once the form is released, the handler is not called
/// again.
public final class FormObservation {
  /// Where the handler is registered: each output node and its id there.
  private var registrations: [(node: StreamNode, id: Int)] = []

  init() {}

  deinit { cancel() }

  /// Registers `notify` on `nodes`: it runs once per transaction in which any of them
  /// emitted.
  func register(on nodes: [StreamNode], _ notify: @escaping () -> Void) {
    let group = ObserverGroup(oncePerTransaction: true, notify)
    for node in nodes { registrations.append((node, node.addObserver(group: group))) }
  }

  /// Stops the observation. Calling it again does nothing more.
  public func cancel() {
    let ended = registrations
    registrations.removeAll()
    for registration in ended { registration.node.removeObserver(registration.id) }
  }
}

/// One change a ``Form`` reports to its observers.
public enum FormChange: Sendable, Hashable {
  /// A field's result or enabled flag changed; its new state.
  case field(FieldState)
  /// A button's enabled flag, executing flag or result changed; its new state.
  case button(ButtonState)
}
