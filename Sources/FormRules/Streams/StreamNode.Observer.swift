extension StreamNode {
  /// One observer of a node.
  struct Observer {
    /// Its id, for removal.
    let id: Int
    /// Shared with observers on other nodes that together run once per transaction.
    let group: ObserverGroup?
    /// What it does after each emission.
    let notify: () -> Void
  }
}
