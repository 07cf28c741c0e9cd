/// One entry of `stores:`.
struct StoreDefinition: Sendable, Equatable {
  /// What backs a store.
  enum Kind: Sendable, Equatable {
    /// `table: NAME` with `key: COLUMN`: a read-write SQLite table in the data directory.
    case table(name: Located<String>, key: Located<String>)
    /// `list: FILE`: a read-only list of names, one per line, in a file next to the spec.
    case list(path: Located<String>)
  }

  /// The store's name in the spec.
  var name: Located<String>
  /// What backs it.
  var kind: Kind
  /// `latency:` added to every lookup (default zero).
  var latency: Duration
  /// `case:`: how keys are compared (default ``KeyCase/sensitive``).
  var keyCase: KeyCase = .sensitive
  /// `columns:` of a list store whose lines hold several tab-separated columns (the
  /// first is the key); nil: one name per line.
  var columns: [Located<String>]? = nil
}
