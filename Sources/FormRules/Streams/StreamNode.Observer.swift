extension StreamNode {
  /// One observer of a node. A class, so that notifying borrows its callback from the
  /// node's list instead of retaining the callback's context for every call.
  final class Observer {
    /// Its id, for removal.
    let id: Int
    /// What it does after each emission.
    let notify: () -> Void

    /// Creates the observer numbered `id`.
    init(id: Int, notify: @escaping () -> Void) {
      self.id = id
      self.notify = notify
    }
  }
}
