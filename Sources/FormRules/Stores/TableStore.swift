/// A read-write table store: records of text fields keyed by one column, in a table that
/// every spec naming it shares (a register form writes users, a login form reads them).
///
/// The table is created on first use as `"table" ("key" TEXT NOT NULL UNIQUE)`; columns
/// for other fields are added when an insert first brings them, so forms with different
/// field sets can share it. A store whose key is not the table's original key gets that
/// column and a unique index on it. Keys are stored and looked up in NFC, so canonically
/// equivalent spellings are the same key; other values are stored verbatim.
///
/// With `case: insensitive` the table also has a column `"KEY:folded"` holding each key's
/// case-folded form (``CaseFolding``, computed here rather than by SQL, so that another
/// database would agree), with a unique index: at most one row per folded key, the row
/// keeping the spelling it was written with, and lookups by the folded key. A table
/// without that column gets it on open, filled in for the rows it has; when two of them
/// differ only in case, opening fails with a store error naming them. Once the column
/// exists, every insert fills it, also through a case-sensitive store.
///
/// Secret fields must be hashed with ``PasswordHasher`` before ``insert(_:children:)``
/// (those of items too): the store writes what it is given.
final class TableStore {
  /// The table's name.
  let table: String

  /// The key column's name.
  let key: String
  /// How keys are compared.
  let keyCase: KeyCase

  private let database: SQLiteDatabase
  private let tableName: SQLiteIdentifier
  private let keyColumn: SQLiteIdentifier
  /// The name of the column of folded keys: the key's name and `:folded` (a colon cannot
  /// occur in a field's name, so no field's column takes it).
  private var foldedName: String { "\(key):folded" }

  /// Opens the store for `table` keyed by `key` on `database`, creating the table, the key
  /// column or its unique index if missing, and with `case: insensitive` the folded-key
  /// column and its index (idempotent, safe against concurrent openers).
  init(database: SQLiteDatabase, table: String, key: String, keyCase: KeyCase = .sensitive) throws(StoreError)
  {
    self.tableName = try .table(table)
    self.keyColumn = try .column(key)
    self.table = table
    self.key = key
    self.keyCase = keyCase
    self.database = database
    // Read first, so that opening an existing store takes no write lock.
    let folds = keyCase == .insensitive
    var complete = try hasUniqueIndex(on: key)
    if complete && folds { complete = try hasUniqueIndex(on: foldedName) }
    if !complete {
      try database.writeTransaction(context("create")) { () throws(StoreError) in
        try createSchema()
        if folds { try createFoldedKey() }
      }
    }
  }

  /// The name of the folded-key column of `column`, lowercased as ``existingColumns()``
  /// lists names.
  private static func foldedName(of column: String) -> String { "\(column.lowercased()):folded" }

  /// The folded-key column, double-quoted for SQL.
  private var foldedColumn: String { "\"\(foldedName)\"" }

  /// The column lookups search: the key, or with `case: insensitive` the folded key.
  private var lookupColumn: String { keyCase == .insensitive ? foldedColumn : keyColumn.quoted }

  /// Whether a record with key `key` exists.
  func contains(_ key: String) throws(StoreError) -> Bool {
    try contains(comparableKey: StoreKey.comparable(key, case: keyCase), context: context("look up a key in"))
  }

  /// Inserts one record, and the items of its repeated groups `children` as rows of
  /// their child tables (``ChildTable``), all in one transaction: either everything is
  /// written or nothing. `values` must hold the key column; its other columns, and the
  /// child tables and their columns, are added if missing, in the same transaction. The
  /// record gets a column `GROUP_count` per repeated group. Returns `.duplicate`, writing
  /// nothing, when the key (or another unique column) is taken already.
  func insert(
    _ values: [(column: String, value: String)], children: [ChildRows] = []
  ) throws(StoreError) -> InsertOutcome {
    let context = context("insert into")
    let (row, keyValue) = try StoreRow.record(values, key: key, children: children, context)
    return try database.writeTransaction(context) { () throws(StoreError) -> InsertOutcome in
      // The write lock is held from here: no other connection can insert this key now.
      let lookupKey = keyCase == .insensitive ? CaseFolding.folded(keyValue) : keyValue
      if try contains(comparableKey: lookupKey, context: context) { return .duplicate }
      var existing = try existingColumns()
      try row.addMissingColumns(to: tableName, existing: &existing, on: database, context)
      // Every folded-key column of the table (this store's, or another store's keyed by
      // another column) is filled for the columns the record brings.
      var folded: [(quotedColumn: String, value: String)] = []
      for (column, value) in zip(row.columns, row.values)
      where existing.contains(Self.foldedName(of: column.identifier.name)) {
        folded.append(("\"\(column.identifier.name):folded\"", CaseFolding.folded(value)))
      }
      guard try row.insert(into: tableName, extra: folded, ignoringConflicts: true, on: database, context)
      else { return .duplicate }
      var writer = ChildRowsWriter(database: database, keyColumn: key, parentKey: keyValue)
      try writer.write(children, of: table)
      return .inserted
    }
  }

  /// The record with key `key` as column name → value (NULL columns left out), or nil
  /// when there is none. Secret columns hold PHC hash strings.
  func record(forKey key: String) throws(StoreError) -> [String: String]? {
    let statement = try database.prepare(
      "SELECT * FROM \(tableName.quoted) WHERE \(lookupColumn) = ?1 LIMIT 1",
      context("read a record from"))
    try statement.bind([StoreKey.comparable(key, case: keyCase)])
    guard try statement.step() else { return nil }
    var record: [String: String] = [:]
    for index in 0..<statement.columnCount {
      let name = statement.columnName(at: index)
      // Folded-key columns are the store's own bookkeeping, not the record's.
      if let value = statement.text(at: index), !name.hasSuffix(":folded") {
        record[name] = value
      }
    }
    return record
  }

  /// The rows whose key `match` selects for `query` (both case-folded), in the order they
  /// were written: how many there are, and the first `limit`, each shown as
  /// ``TableSearch`` says (without the store's bookkeeping, the `hidden` columns
  /// (lowercased names), and with any password hash masked). Reads the rows one at a
  /// time, keeping at most `limit`.
  func search(
    _ query: String, match: ListMatch, limit: Int, hiding hidden: Set<String>
  ) throws(StoreError) -> ListPage {
    let statement = try database.prepare(
      "SELECT * FROM \(tableName.quoted) ORDER BY rowid", context("search"))
    let names = (0..<statement.columnCount).map { statement.columnName(at: $0) }
    var search = TableSearch(names: names, key: key, hidden: hidden, query: query, match: match, limit: limit)
    guard search.hasKey else { return search.page }
    while try statement.step() {
      search.add { statement.text(at: Int32($0)) }
    }
    return search.page
  }

  /// Whether `comparableKey`, as ``StoreKey/comparable(_:case:)`` makes it, is a key of
  /// the table.
  private func contains(comparableKey: String, context: String) throws(StoreError) -> Bool {
    let statement = try database.prepare(
      "SELECT 1 FROM \(tableName.quoted) WHERE \(lookupColumn) = ?1 LIMIT 1", context)
    try statement.bind([comparableKey])
    return try statement.step()
  }

  /// The table's column names, lowercased; empty when the table does not exist.
  private func existingColumns() throws(StoreError) -> Set<String> {
    try database.columnNames(of: table, context("read the columns of"))
  }

  /// Whether the table exists and has a unique index on exactly the column `column` (the
  /// `UNIQUE` constraint of a table this store created is such an index on its key).
  private func hasUniqueIndex(on column: String) throws(StoreError) -> Bool {
    let statement = try database.prepare(
      """
      SELECT 1 FROM pragma_index_list(?1) AS list
      WHERE list."unique" = 1 AND list.partial = 0
        AND (SELECT count(*) FROM pragma_index_info(list.name)) = 1
        AND (SELECT name FROM pragma_index_info(list.name)) = ?2 COLLATE NOCASE
      """,
      context("read the indexes of"))
    try statement.bind([table, column])
    return try statement.step()
  }

  /// Creates what is missing, inside the caller's write transaction: the table with its
  /// key, or on a table another store created, the key column and a unique index on it.
  /// A child table (``ChildTable``) is refused: it is no table store's.
  private func createSchema() throws(StoreError) {
    let create = context("create")
    if let owner = try ChildTable.owner(of: table, on: database) {
      throw ChildTable.notAStore(context("use"), owner: owner)
    }
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
    if try !hasUniqueIndex(on: key) {
      // ':' and '.' cannot occur in identifiers, so this name is unique per table and key.
      let index = "\"formcheck_key:\(table).\(key)\""
      try database.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(tableName.quoted) (\(keyColumn.quoted))",
        "cannot use column '\(key)' as the key of table '\(table)'")
    }
  }

  /// Adds what `case: insensitive` needs, inside the caller's write transaction: the
  /// folded-key column, filled in for every row with a key, and its unique index. Throws,
  /// undoing nothing itself (the transaction is rolled back), when two keys fold alike.
  private func createFoldedKey() throws(StoreError) {
    let create = context("create")
    if try !existingColumns().contains(Self.foldedName(of: key)) {
      try database.execute("ALTER TABLE \(tableName.quoted) ADD COLUMN \(foldedColumn) TEXT", create)
    }
    let unfolded = try database.prepare(
      "SELECT \(keyColumn.quoted) FROM \(tableName.quoted) WHERE \(foldedColumn) IS NULL AND \(keyColumn.quoted) IS NOT NULL",
      create)
    var keys: [String] = []
    while try unfolded.step() {
      if let key = unfolded.text(at: 0) { keys.append(key) }
    }
    let update = try database.prepare(
      "UPDATE \(tableName.quoted) SET \(foldedColumn) = ?1 WHERE \(keyColumn.quoted) = ?2", create)
    for key in keys {
      try update.reset()
      try update.bind([CaseFolding.folded(key), key])
      _ = try update.step()
    }
    let clash = try database.prepare(
      """
      SELECT \(keyColumn.quoted) FROM \(tableName.quoted) WHERE \(foldedColumn) = (
        SELECT \(foldedColumn) FROM \(tableName.quoted) WHERE \(foldedColumn) IS NOT NULL
        GROUP BY \(foldedColumn) HAVING count(*) > 1 LIMIT 1)
      ORDER BY \(keyColumn.quoted) LIMIT 2
      """, create)
    var clashing: [String] = []
    while try clash.step() { clashing.append(clash.text(at: 0) ?? "") }
    if clashing.count == 2 {
      throw Self.caseClash(table: table, in: "'\(database.path)'", clashing[0], clashing[1])
    }
    // ':' and '.' cannot occur in identifiers, so this name is unique per table and key.
    let index = "\"formcheck_folded:\(table).\(key)\""
    try database.execute(
      "CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(tableName.quoted) (\(foldedColumn))", create)
  }

  /// The start of an error message: `cannot ACTION table 'users'`.
  private func context(_ action: String) -> String { database.context(action, table: table) }
}

/// A store shares its connection's isolation domain.
@available(*, unavailable)
extension TableStore: Sendable {}

extension TableStore {
  /// The error of opening a `case: insensitive` store on `table` in `database` (as
  /// messages name it) whose keys `first` and `second` differ only in case.
  static func caseClash(table: String, in database: String, _ first: String, _ second: String) -> StoreError {
    StoreError(
      .invalidInput,
      "cannot compare the keys of table '\(table)' in \(database) without regard to case: "
        + "'\(first)' and '\(second)' differ only in case; remove one of them, or keep 'case: sensitive'")
  }

  /// What ``TableStore/insert(_:children:)`` did.
  enum InsertOutcome: Sendable, Equatable {
    /// The record was written.
    case inserted
    /// A record with that key exists already; nothing was written.
    case duplicate
  }
}
