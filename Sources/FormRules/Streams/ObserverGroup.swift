/// What observers registered on one or several nodes run: `notify`, after a transaction
/// in which one of those nodes emitted — with `oncePerTransaction`, once between them all
/// (a field's observer on its result and on its enabled flag reports the field once).
///
/// The action lives here rather than beside the group in each node's ``StreamNode/Observer``,
/// so notifying retains one object per observer instead of two (the group and the
/// closure's context): about 30 instructions per observer on the propagation path.
final class ObserverGroup {
  /// What the observers do.
  private let notify: () -> Void
  /// Whether the action runs at most once per transaction.
  private let oncePerTransaction: Bool
  /// The serial of the last transaction the action ran for.
  private var lastSerial = -1

  /// Creates a group running `notify`; `oncePerTransaction` when several nodes share it.
  init(oncePerTransaction: Bool, _ notify: @escaping () -> Void) {
    self.oncePerTransaction = oncePerTransaction
    self.notify = notify
  }

  /// Runs the action after the transaction numbered `serial` — unless the group runs once
  /// per transaction and already ran for it or for a later one (a transaction an observer
  /// started while the earlier one was being notified, which reported the newer state
  /// already).
  func run(after serial: Int) {
    if oncePerTransaction {
      guard serial > lastSerial else { return }
      lastSerial = serial
    }
    notify()
  }
}
