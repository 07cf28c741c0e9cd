import Dispatch
import Glibc
import Synchronization

/// A PostgreSQL database that every session of a process naming the same connection
/// string shares: a pool of at most ``FormEnvironment/postgresPoolSize`` connections,
/// opened when needed, usable from any thread, and the table stores opened on it.
///
/// Each operation borrows one connection for its duration; a borrower waits while all
/// are lent. A connection found broken (the server restarted or dropped it) is closed
/// with the others idle then (they were most likely dropped too) and the operation fails
/// with a store error; the next one connects again. Writes that PostgreSQL asks to retry
/// (serialization failures, deadlocks, races of concurrent DDL on the system catalog)
/// are retried a bounded number of times on a fresh attempt.
final class PostgresDatabase: TableDatabase {
  /// `database 'formrules' on 'db.example.org:5432'`: never the password.
  let name: String

  /// The connection string; secret (it may hold a password): never in a message.
  private let conninfo: String
  private let password: String?
  /// The idle connections.
  private let idle = Mutex<[PostgresConnection]>([])
  /// One permit per connection that may be lent at once.
  private let permits: DispatchSemaphore
  /// The stores opened so far; their numbers are their positions.
  private let tables = Mutex<[PostgresTableStore]>([])

  /// How many times a write is attempted when PostgreSQL asks for a retry.
  static let attempts = 8

  /// The databases open in this process, by connection string.
  private static let open = Mutex<[String: Entry]>([:])

  private struct Entry: Sendable {
    weak var database: PostgresDatabase?
  }

  private init(conninfo: String, poolSize: Int) throws(StoreError) {
    let target = try PostgresConnection.target(of: conninfo)
    self.name = target.name
    self.password = target.password
    self.conninfo = conninfo
    self.permits = DispatchSemaphore(value: poolSize)
  }

  /// The database of connection string `conninfo`: the one this process has open already,
  /// or a new pool of `poolSize` connections (none opened yet, but the string is checked).
  static func shared(
    _ conninfo: String, poolSize: Int = FormEnvironment.postgresPoolSize
  ) throws(StoreError) -> PostgresDatabase {
    try open.withLock { (open) throws(StoreError) -> PostgresDatabase in
      if let existing = open[conninfo]?.database { return existing }
      let opened = try PostgresDatabase(conninfo: conninfo, poolSize: poolSize)
      open[conninfo] = Entry(database: opened)
      return opened
    }
  }

  func openTable(_ table: String, key: String, keyCase: KeyCase) throws(StoreError) -> Int {
    func matches(_ store: PostgresTableStore) -> Bool {
      store.table == table && store.key == key && store.keyCase == keyCase
    }
    if let index = tables.withLock({ $0.firstIndex(where: matches) }) { return index }
    let context = PostgresTableStore.context("create", table: table)
    let store = try run(context, attempts: Self.attempts) { (connection) throws(PostgresConnection.Failure) in
      try PostgresTableStore.open(table: table, key: key, keyCase: keyCase, database: name, on: connection)
    }
    return tables.withLock { tables in
      if let index = tables.firstIndex(where: matches) { return index }
      tables.append(store)
      return tables.count - 1
    }
  }

  func contains(_ table: Int, _ key: String) throws(StoreError) -> Bool {
    let store = self.store(table)
    return try run(store.context("look up a key in")) { (connection) throws(PostgresConnection.Failure) in
      try store.contains(key, on: connection)
    }
  }

  func insert(
    _ table: Int, _ values: [(column: String, value: String)], children: [ChildRows]
  ) throws(StoreError) -> TableStore.InsertOutcome {
    let store = self.store(table)
    let insert = try store.prepareInsert(values, children: children)
    return try run(store.context("insert into"), attempts: Self.attempts) {
      (connection) throws(PostgresConnection.Failure) in try store.insert(insert, on: connection)
    }
  }

  func record(_ table: Int, forKey key: String) throws(StoreError) -> [String: String]? {
    let store = self.store(table)
    return try run(store.context("read a record from")) { (connection) throws(PostgresConnection.Failure) in
      try store.record(forKey: key, on: connection)
    }
  }

  func search(
    _ table: Int, _ query: String, match: ListMatch, limit: Int, hiding hidden: Set<String>
  ) throws(StoreError) -> ListPage {
    let store = self.store(table)
    return try run(store.context("search")) { (connection) throws(PostgresConnection.Failure) in
      try store.search(query, match: match, limit: limit, hiding: hidden, on: connection)
    }
  }

  /// The store numbered `index`.
  private func store(_ index: Int) -> PostgresTableStore { tables.withLock { $0[index] } }

  /// Runs `body` on a connection of the pool, up to `attempts` times while it fails in a
  /// way PostgreSQL asks to retry (``PostgresFailures/isRetryable(_:)``), after a short
  /// random pause growing with each attempt. Its last failure becomes a store error whose
  /// message `context` starts.
  func run<Result>(
    _ context: String, attempts: Int = 1,
    _ body: (PostgresConnection) throws(PostgresConnection.Failure) -> Result
  ) throws(StoreError) -> Result {
    var attempt = 1
    while true {
      do throws(PostgresConnection.Failure) {
        return try withConnection(body)
      } catch {
        if attempt < attempts, PostgresFailures.isRetryable(error) {
          usleep(UInt32.random(in: 1_000...5_000) * UInt32(attempt))
          attempt += 1
          continue
        }
        throw PostgresFailures.storeError(error, context: context, database: name)
      }
    }
  }

  /// Runs `body` on a connection lent by the pool (waiting while all are lent), opening
  /// one when none is idle; gives it back unless it is broken or left in a transaction.
  private func withConnection<Result>(
    _ body: (PostgresConnection) throws(PostgresConnection.Failure) -> Result
  ) throws(PostgresConnection.Failure) -> Result {
    permits.wait()
    defer { permits.signal() }
    let connection: PostgresConnection
    if let reused = idle.withLock({ $0.popLast() }) {
      connection = reused
    } else {
      connection = try PostgresConnection(conninfo, password: password)
    }
    let result: Result
    do throws(PostgresConnection.Failure) {
      result = try body(connection)
    } catch {
      if connection.isBroken || error.broken {
        // The server dropped it, and most likely the idle ones with it.
        idle.withLock { $0.removeAll() }
      } else if connection.isIdle {
        idle.withLock { $0.append(connection) }
      }
      throw error
    }
    if connection.isIdle { idle.withLock { $0.append(connection) } }
    return result
  }
}
