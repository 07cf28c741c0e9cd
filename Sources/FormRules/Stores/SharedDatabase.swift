import Synchronization

/// One SQLite connection that every session of a process using the same database shares,
/// with the table stores opened on it, behind a lock: a session opens no connection and
/// creates no table of its own, and any thread may use it (one at a time).
///
/// Each process still has its own connection, so racing writers of several processes are
/// kept apart by SQLite's locks, as before (see ``TableStore/insert(_:children:)``).
final class SharedDatabase: TableDatabase {
  /// The database file's path (or ``SQLiteDatabase/inMemoryPath``).
  let path: String

  var name: String { path }

  private struct State {
    let connection: SQLiteDatabase
    var tables: [TableStore] = []
  }

  private let state: Mutex<State>

  /// The open connections to database files, by path; an entry lives as long as a session
  /// holds its connection.
  private static let open = Mutex<[String: Entry]>([:])

  private struct Entry: Sendable {
    weak var database: SharedDatabase?
  }

  private init(path: String) throws(StoreError) {
    self.path = path
    state = Mutex(State(connection: try SQLiteDatabase(path: path)))
  }

  /// The connection to the database at `path`: the one already open in this process, or
  /// a new one. Every in-memory database is a new, private one.
  static func connection(to path: String) throws(StoreError) -> SharedDatabase {
    if path == SQLiteDatabase.inMemoryPath { return try SharedDatabase(path: path) }
    return try open.withLock { (open) throws(StoreError) -> SharedDatabase in
      if let existing = open[path]?.database { return existing }
      let opened = try SharedDatabase(path: path)
      open[path] = Entry(database: opened)
      return opened
    }
  }

  /// Opens the table store for `table` keyed by `key`, compared as `keyCase` says
  /// (creating the table if missing, once per connection) and returns its number for
  /// ``withTable(_:_:)``.
  func openTable(_ table: String, key: String, keyCase: KeyCase) throws(StoreError) -> Int {
    try state.withLock { (state) throws(StoreError) -> Int in
      if let index = state.tables.firstIndex(where: {
        $0.table == table && $0.key == key && $0.keyCase == keyCase
      }) {
        return index
      }
      state.tables.append(
        try TableStore(database: state.connection, table: table, key: key, keyCase: keyCase))
      return state.tables.count - 1
    }
  }

  /// Runs `body` with the table store numbered `index`, holding the connection.
  func withTable<Result: Sendable>(
    _ index: Int, _ body: (TableStore) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try state.withLock { (state) throws(StoreError) -> Result in try body(state.tables[index]) }
  }

  func contains(_ table: Int, _ key: String) throws(StoreError) -> Bool {
    try withTable(table) { (store) throws(StoreError) in try store.contains(key) }
  }

  func insert(
    _ table: Int, _ values: [(column: String, value: String)], children: [ChildRows]
  ) throws(StoreError) -> TableStore.InsertOutcome {
    try withTable(table) { (store) throws(StoreError) in try store.insert(values, children: children) }
  }

  func record(_ table: Int, forKey key: String) throws(StoreError) -> [String: String]? {
    try withTable(table) { (store) throws(StoreError) in try store.record(forKey: key) }
  }

  func search(
    _ table: Int, _ query: String, match: ListMatch, limit: Int, hiding hidden: Set<String>
  ) throws(StoreError) -> ListPage {
    try withTable(table) { (store) throws(StoreError) in
      try store.search(query, match: match, limit: limit, hiding: hidden)
    }
  }

  /// Runs `body` with the connection itself (tests, diagnostics).
  func withConnection<Result: Sendable>(
    _ body: (SQLiteDatabase) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try state.withLock { (state) throws(StoreError) -> Result in try body(state.connection) }
  }
}
