extension TableStore {
  /// What ``TableStore/insert(_:)`` did.
  enum InsertOutcome: Sendable, Equatable {
    /// The record was written.
    case inserted
    /// A record with that key exists already; nothing was written.
    case duplicate
  }
}
