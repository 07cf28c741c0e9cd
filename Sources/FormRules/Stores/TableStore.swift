/// A read-write table store: records of text fields keyed by one column, in a table that
/// every spec naming it shares (a register form writes users, a login form reads them).
///
/// The table is created on first use as `"table" ("key" TEXT NOT NULL UNIQUE)`; columns
/// for other fields are added when an insert first brings them, so forms with different
/// field sets can share it. A store whose key is not the table's original key gets that
/// column and a unique index on it. Keys are stored and looked up in NFC, so canonically
/// equivalent spellings are the same key; other values are stored verbatim.
///
/// Secret fields must be hashed with ``PasswordHasher`` before ``insert(_:)``: the store
/// writes what it is given.
final class TableStore {
  /// The table's name.
  let table: String

  /// The key column's name.
  let key: String

  private let database: SQLiteDatabase
  private let tableName: SQLiteIdentifier
  private let keyColumn: SQLiteIdentifier

  /// Opens the store for `table` keyed by `key` on `database`, creating the table, the key
  /// column or its unique index if missing (idempotent, safe against concurrent openers).
  init(database: SQLiteDatabase, table: String, key: String) throws(StoreError) {
    self.tableName = try .table(table)
    self.keyColumn = try .column(key)
    self.table = table
    self.key = key
    self.database = database
    // Read first, so that opening an existing store takes no write lock.
    if try !hasUniqueKey() {
      try database.writeTransaction(context("create")) { () throws(StoreError) in
        try createSchema()
      }
    }
  }

  /// Whether a record with key `key` exists.
  func contains(_ key: String) throws(StoreError) -> Bool {
    try contains(normalizedKey: StoreKey.normalized(key), context: context("look up a key in"))
  }

  /// Inserts one record. `values` must hold the key column; its other columns are added to
  /// the table if missing, in the same transaction. Returns `.duplicate`, leaving the
  /// table unchanged, when the key (or another unique column) is taken already.
  func insert(_ values: [(column: String, value: String)]) throws(StoreError) -> InsertOutcome {
    let context = context("insert into")
    var columns: [SQLiteIdentifier] = []
    var parameters: [String] = []
    var seen: Set<String> = []
    var keyValue: String?
    for (column, value) in values {
      let identifier = try SQLiteIdentifier.column(column)
      // SQLite column names are case-insensitive.
      guard seen.insert(column.lowercased()).inserted else {
        throw StoreError(.invalidInput, "\(context): column '\(column)' is given twice")
      }
      let isKey = column.lowercased() == key.lowercased()
      let stored = isKey ? StoreKey.normalized(value) : value
      if isKey { keyValue = stored }
      columns.append(identifier)
      parameters.append(stored)
    }
    guard let keyValue else {
      throw StoreError(.invalidInput, "\(context): the record has no key column '\(key)'")
    }
    return try database.writeTransaction(context) { () throws(StoreError) -> InsertOutcome in
      // The write lock is held from here: no other connection can insert this key now.
      if try contains(normalizedKey: keyValue, context: context) { return .duplicate }
      let existing = try existingColumns()
      for column in columns where !existing.contains(column.name.lowercased()) {
        try database.execute(
          "ALTER TABLE \(tableName.quoted) ADD COLUMN \(column.quoted) TEXT", context)
      }
      let names = columns.map(\.quoted).joined(separator: ", ")
      let placeholders = (1...columns.count).map { "?\($0)" }.joined(separator: ", ")
      let statement = try database.prepare(
        "INSERT INTO \(tableName.quoted) (\(names)) VALUES (\(placeholders)) ON CONFLICT DO NOTHING",
        context)
      try statement.bind(parameters)
      _ = try statement.step()
      return database.changes == 0 ? .duplicate : .inserted
    }
  }

  /// The record with key `key` as column name → value (NULL columns left out), or nil
  /// when there is none. Secret columns hold PHC hash strings.
  func record(forKey key: String) throws(StoreError) -> [String: String]? {
    let statement = try database.prepare(
      "SELECT * FROM \(tableName.quoted) WHERE \(keyColumn.quoted) = ?1 LIMIT 1",
      context("read a record from"))
    try statement.bind([StoreKey.normalized(key)])
    guard try statement.step() else { return nil }
    var record: [String: String] = [:]
    for index in 0..<statement.columnCount {
      if let value = statement.text(at: index) {
        record[statement.columnName(at: index)] = value
      }
    }
    return record
  }

  /// Whether `normalizedKey`, already in NFC, is a key of the table.
  private func contains(normalizedKey: String, context: String) throws(StoreError) -> Bool {
    let statement = try database.prepare(
      "SELECT 1 FROM \(tableName.quoted) WHERE \(keyColumn.quoted) = ?1 LIMIT 1", context)
    try statement.bind([normalizedKey])
    return try statement.step()
  }

  /// The table's column names, lowercased; empty when the table does not exist.
  private func existingColumns() throws(StoreError) -> Set<String> {
    let statement = try database.prepare(
      "SELECT name FROM pragma_table_info(?1)", context("read the columns of"))
    try statement.bind([table])
    var columns: Set<String> = []
    while try statement.step() {
      if let name = statement.text(at: 0) { columns.insert(name.lowercased()) }
    }
    return columns
  }

  /// Whether the table exists and has a unique index on exactly the key column (the
  /// `UNIQUE` constraint of a table this store created is such an index).
  private func hasUniqueKey() throws(StoreError) -> Bool {
    let statement = try database.prepare(
      """
      SELECT 1 FROM pragma_index_list(?1) AS list
      WHERE list."unique" = 1 AND list.partial = 0
        AND (SELECT count(*) FROM pragma_index_info(list.name)) = 1
        AND (SELECT name FROM pragma_index_info(list.name)) = ?2 COLLATE NOCASE
      """,
      context("read the indexes of"))
    try statement.bind([table, key])
    return try statement.step()
  }

  /// Creates what is missing, inside the caller's write transaction: the table with its
  /// key, or on a table another store created, the key column and a unique index on it.
  private func createSchema() throws(StoreError) {
    let create = context("create")
    let columns = try existingColumns()
    if columns.isEmpty {
      try database.execute(
        "CREATE TABLE IF NOT EXISTS \(tableName.quoted) (\(keyColumn.quoted) TEXT NOT NULL UNIQUE)",
        create)
      return
    }
    if !columns.contains(key.lowercased()) {
      try database.execute(
        "ALTER TABLE \(tableName.quoted) ADD COLUMN \(keyColumn.quoted) TEXT", create)
    }
    if try !hasUniqueKey() {
      // ':' and '.' cannot occur in identifiers, so this name is unique per table and key.
      let index = "\"formcheck_key:\(table).\(key)\""
      try database.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(tableName.quoted) (\(keyColumn.quoted))",
        "cannot use column '\(key)' as the key of table '\(table)' in '\(database.path)'")
    }
  }

  /// The start of an error message: `cannot ACTION table 'users' in '/x/formcheck.sqlite3'`.
  private func context(_ action: String) -> String {
    "cannot \(action) table '\(table)' in '\(database.path)'"
  }
}

/// A store shares its connection's isolation domain.
@available(*, unavailable)
extension TableStore: Sendable {}

extension TableStore {
  /// What ``TableStore/insert(_:)`` did.
  enum InsertOutcome: Sendable, Equatable {
    /// The record was written.
    case inserted
    /// A record with that key exists already; nothing was written.
    case duplicate
  }
}
