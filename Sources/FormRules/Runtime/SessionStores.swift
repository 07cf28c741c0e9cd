/// The stores one session works with: the form's list stores, its table stores in the
/// database shared per process (``TableDatabase``: SQLite or PostgreSQL), and the embedding program's
/// ``CustomStore``s in place of the stores they are registered for.
///
/// Immutable and `Sendable`, so that store work (SQLite, scrypt) can run off the thread
/// that drives the session.
final class SessionStores: Sendable {
  /// What backs one store in a session.
  private enum Backend: Sendable {
    /// The table store numbered `index` on the shared connection.
    case table(index: Int, name: String, key: String)
    /// A read-only list loaded with the spec.
    case list(ListStore)
    /// The embedding program's store, with the key column the spec names (if a table).
    case custom(any CustomStore, key: String?)
    /// A store answered by a service: the session's ``ServiceCaller`` looks up and
    /// inserts, asynchronously, never through these synchronous calls.
    case service(key: String?)
  }

  /// Hashes secret values before they are stored, and verifies them.
  let hasher: PasswordHasher

  /// The form's stores, compiled (in spec order).
  let compiled: [CompiledStore]
  /// The database the table stores share; nil when the form has none.
  let database: (any TableDatabase)?
  private let backends: [Backend]
  /// Told each failure of the table database (``FormEnvironment/storeFailureLog``).
  private let failureLog: (@Sendable (StoreError) -> Void)?

  /// Binds the form's stores: custom stores where the environment registers one, else the
  /// lists, and the tables on the database the environment names (opened only if needed).
  init(form: CompiledForm, environment: FormEnvironment) throws(StoreError) {
    self.compiled = form.stores
    self.hasher = environment.hasher
    var database: (any TableDatabase)?
    var backends: [Backend] = []
    for store in form.stores {
      switch store.backing {
      case .table(let name, let key):
        if let custom = environment.stores[store.name] {
          backends.append(.custom(custom, key: key))
          continue
        }
        if database == nil { database = try Self.open(environment.storage) }
        guard let shared = database else { continue }
        let table = try shared.openTable(name, key: key, keyCase: store.keyCase)
        backends.append(.table(index: table, name: name, key: key))
      case .list(let list):
        backends.append(environment.stores[store.name].map { .custom($0, key: nil) } ?? .list(list))
      case .service(let service):
        backends.append(
          environment.stores[store.name].map { .custom($0, key: service.key) } ?? .service(key: service.key))
      }
    }
    self.database = database
    self.backends = backends
    self.failureLog = environment.storeFailureLog
  }

  /// The database of `storage`, shared with the process's other sessions on it.
  private static func open(_ storage: FormEnvironment.Storage) throws(StoreError) -> any TableDatabase {
    switch storage {
    case .postgreSQL(let connection):
      return try PostgresDatabase.shared(connection)
    case .inMemory:
      return try SharedDatabase.connection(to: SQLiteDatabase.inMemoryPath)
    case .dataDirectory(let path):
      let directory = DataDirectory(path: path)
      try directory.prepare()
      return try SharedDatabase.connection(to: directory.databasePath())
    }
  }

  /// Whether the store at `index` is the embedding program's.
  func isCustom(_ index: Int) -> Bool {
    if case .custom = backends[index] { return true }
    return false
  }

  /// What the store at `index` is, for messages: `table 'users'` or `store 'users'`.
  func label(_ index: Int) -> String {
    if case .table(_, let name, _) = backends[index] { return "table '\(name)'" }
    return "store '\(compiled[index].name)'"
  }

  /// Runs `body` on the database of the table stores, telling the failure log what it
  /// throws. A session with a table store always has one (``init(form:environment:)``
  /// opens it); without, fail closed as a store error.
  private func onTables<Result>(
    _ body: (any TableDatabase) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    do throws(StoreError) {
      guard let database else { throw StoreError(.other, "no database is open for this session's tables") }
      return try body(database)
    } catch {
      failureLog?(error)
      throw error
    }
  }

  /// The key column of the store at `index`.
  func keyColumn(_ index: Int) -> String {
    switch backends[index] {
    case .table(_, _, let key), .custom(_, let key?), .service(let key?): key
    case .list, .custom(_, nil), .service(nil): "key"
    }
  }

  /// The error of a synchronous call on a service store (the session sends its requests
  /// through the ``ServiceCaller`` instead).
  private func asynchronousOnly(_ action: String, _ index: Int) -> StoreError {
    StoreError(.other, "cannot \(action) \(label(index)) here: it is answered by a service")
  }

  /// Whether the store at `index` holds `key`.
  func contains(_ index: Int, _ key: String) throws(StoreError) -> Bool {
    switch backends[index] {
    case .table(let table, _, _):
      return try onTables { (database) throws(StoreError) in try database.contains(table, key) }
    case .list(let list):
      return list.contains(key)
    case .custom(let store, _):
      return try custom("look up a key in", index) { try store.contains(key) }
    case .service:
      throw asynchronousOnly("look up a key in", index)
    }
  }

  /// Inserts a record into the store at `index`, with the items of its repeated groups
  /// (``TableStore/insert(_:children:)``: in one transaction); false when its key is
  /// taken. A custom store takes no repeated groups: `children` there is a store error.
  func insert(
    _ index: Int, _ columns: [(column: String, value: String)], children: [ChildRows] = []
  ) throws(StoreError) -> Bool {
    switch backends[index] {
    case .table(let table, _, _):
      return try onTables { (database) throws(StoreError) in
        try database.insert(table, columns, children: children) == .inserted
      }
    case .custom(let store, let key):
      if let group = children.first?.group {
        throw StoreError(
          .invalidInput, "cannot insert into \(label(index)): it takes no repeated groups, such as '\(group)'"
        )
      }
      let record = Dictionary(columns, uniquingKeysWith: { first, _ in first })
      return try custom("insert into", index) { try store.insert(record, key: key ?? "key") }
    case .list:
      throw StoreError(.other, "cannot insert into \(label(index)): it is a read-only list")
    case .service:
      throw asynchronousOnly("insert into", index)
    }
  }

  /// The record with key `key` in the store at `index` (column → value), if any.
  func record(_ index: Int, forKey key: String) throws(StoreError) -> [String: String]? {
    switch backends[index] {
    case .table(let table, _, _):
      return try onTables { (database) throws(StoreError) in try database.record(table, forKey: key) }
    case .custom(let store, _):
      return try custom("read a record from", index) { try store.record(forKey: key) }
    case .list:
      throw StoreError(.other, "cannot read records from \(label(index)): it is a read-only list")
    case .service:
      throw asynchronousOnly("read a record from", index)
    }
  }

  /// The items of the store at `index` whose key `match` selects for `query`, at most
  /// `limit` of them (``ListRows/search(_:match:limit:)``, ``TableStore/search(_:match:limit:hiding:)``);
  /// a table's `hidden` columns are left out. A custom store cannot be listed.
  func search(
    _ index: Int, _ query: String, match: ListMatch, limit: Int, hiding hidden: Set<String>
  ) throws(StoreError) -> ListPage {
    switch backends[index] {
    case .table(let table, _, _):
      return try onTables { (database) throws(StoreError) in
        try database.search(table, query, match: match, limit: limit, hiding: hidden)
      }
    case .list(let list):
      guard let rows = list.rows else {
        throw StoreError(.other, "cannot list the items of \(label(index)): its lines were not kept")
      }
      return rows.search(query, match: match, limit: limit)
    case .custom:
      throw StoreError(
        .other, "cannot list the items of \(label(index)): it is the embedding program's store")
    case .service:
      throw asynchronousOnly("list the items of", index)
    }
  }

  /// Runs a custom store's `body`, telling its failures as store errors of `action`.
  private func custom<Result>(_ action: String, _ index: Int, _ body: () throws -> Result) throws(StoreError)
    -> Result
  {
    do {
      return try body()
    } catch let error as StoreError {
      throw error.leading("cannot \(action) \(label(index)): ")
    } catch {
      throw StoreError(.other, "cannot \(action) \(label(index)): \(error)")
    }
  }
}

extension FormSpec {
  /// Whether sessions of this spec open a database: it has a table store.
  package var needsDatabase: Bool {
    compiled.stores.contains { if case .table = $0.backing { true } else { false } }
  }
}
