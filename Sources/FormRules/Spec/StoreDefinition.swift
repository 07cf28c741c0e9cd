/// One entry of `stores:`.
struct StoreDefinition: Sendable, Equatable {
  /// What backs a store.
  enum Kind: Sendable, Equatable {
    /// `table: NAME` with `key: COLUMN`: a read-write SQLite table in the data directory.
    case table(name: Located<String>, key: Located<String>)
    /// `list: FILE`: a read-only list of names, one per line, in a file next to the spec.
    case list(path: Located<String>)
    /// `service: NAME`: a store answered by a remote service.
    case service(ServiceStoreDefinition)

    /// The field a record's key is in: a table's `key:` column, a service store's `key:`.
    var keyField: String? {
      switch self {
      case .table(_, let key): key.value
      case .service(let service): service.key?.value
      case .list: nil
      }
    }
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

/// A store answered by a service (`service: api`, `lookup: GET /users/{key}`,
/// `insert: POST /users`): its requests, each optional (the compiler checks that what uses
/// the store has the request it needs).
struct ServiceStoreDefinition: Sendable, Equatable {
  /// `service:`.
  var service: Located<String>
  /// `key:`, the field whose value an insert's `{key}` is and whose label a taken key's
  /// message names; nil when not given.
  var key: Located<String>?
  /// `lookup:`: 200 present, 404 absent, anything else a store error.
  var lookup: RequestLine?
  /// `insert:`: the record as JSON; 2xx inserted, 409 key taken.
  var insert: RequestLine?
}
