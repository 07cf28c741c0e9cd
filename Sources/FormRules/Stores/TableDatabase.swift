/// The database a process keeps its table stores in, shared by every session that names
/// it, from any thread: the one protocol the session's table stores are reached through.
///
/// Two kinds exist, with the same semantics (see ``TableStore`` for them): the embedded
/// SQLite file of a data directory (``SharedDatabase``: one connection per process and
/// file) and a PostgreSQL server (``PostgresDatabase``: a bounded pool of connections per
/// process and server). A store is opened once per database, table, key and key case; it
/// is then named by the number ``openTable(_:key:keyCase:)`` returned.
protocol TableDatabase: AnyObject, Sendable {
  /// Names the database in messages and diagnostics: the SQLite file's path, or the
  /// PostgreSQL database and host — never a password.
  var name: String { get }

  /// Opens the table store for `table` keyed by `key`, compared as `keyCase` says,
  /// creating what is missing of its table (idempotent, safe against concurrent openers
  /// in other processes), and returns its number.
  func openTable(_ table: String, key: String, keyCase: KeyCase) throws(StoreError) -> Int

  /// Whether the store numbered `table` holds a record with key `key`
  /// (``TableStore/contains(_:)``).
  func contains(_ table: Int, _ key: String) throws(StoreError) -> Bool

  /// Inserts a record and the items of its repeated groups in one transaction
  /// (``TableStore/insert(_:children:)``).
  func insert(
    _ table: Int, _ values: [(column: String, value: String)], children: [ChildRows]
  ) throws(StoreError) -> TableStore.InsertOutcome

  /// The record with key `key` as column name → value, or nil (``TableStore/record(forKey:)``).
  func record(_ table: Int, forKey key: String) throws(StoreError) -> [String: String]?

  /// The rows whose key `match` selects for `query`
  /// (``TableStore/search(_:match:limit:hiding:)``).
  func search(
    _ table: Int, _ query: String, match: ListMatch, limit: Int, hiding hidden: Set<String>
  ) throws(StoreError) -> ListPage
}
