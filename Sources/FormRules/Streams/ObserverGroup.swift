/// Observers registered on several nodes that run once per transaction between them:
/// at the first of those nodes notified, when the transaction's state has settled (a
/// field's observer on its result and on its enabled flag reports the field once).
final class ObserverGroup {
  /// The serial of the last transaction one of the group's observers ran for.
  private var lastSerial = -1

  /// Whether an observer of the group may run for the transaction numbered `serial`:
  /// none has for it or for a later one (a transaction an observer started while the
  /// earlier one was being notified, which reported the newer state already).
  func claim(_ serial: Int) -> Bool {
    guard serial > lastSerial else { return false }
    lastSerial = serial
    return true
  }
}
