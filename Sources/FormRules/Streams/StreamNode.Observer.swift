extension StreamNode {
  /// One observer of a node.
  struct Observer {
    /// Its id, for removal.
    let id: Int
    /// What it does after each emission.
    let notify: () -> Void
  }
}
