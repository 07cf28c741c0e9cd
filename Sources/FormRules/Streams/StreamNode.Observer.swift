extension StreamNode {
  /// One observer of a node.
  struct Observer {
    /// Its id, for removal.
    let id: Int
    /// What it runs, possibly shared with observers on other nodes.
    let group: ObserverGroup
  }
}
