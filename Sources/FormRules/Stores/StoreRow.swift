/// One row to write to a table: checked column names, each at most once (compared as
/// SQLite compares names, without regard to ASCII case), and their values, which are
/// always bound as parameters.
struct StoreRow {
  /// A column of the row.
  struct Column {
    /// The column's name.
    let identifier: SQLiteIdentifier
    /// Whether the column holds a number the store computes (a position, a count), added
    /// with INTEGER affinity so that it sorts and compares as one; fields are TEXT.
    let isInteger: Bool
  }

  /// The columns, in the order they were appended.
  private(set) var columns: [Column] = []
  /// The values, one per column.
  private(set) var values: [String] = []
  /// The lowercased names taken so far.
  private var taken: Set<String> = []

  /// The row of a record of a table store keyed by `key`: its `values` (the key in NFC,
  /// ``StoreKey/normalized(_:)``) and the item counts of its repeated groups `children`;
  /// and its key. `context` starts the message of a bad row, or of one without the key.
  static func record(
    _ values: [(column: String, value: String)], key: String, children: [ChildRows], _ context: String
  ) throws(StoreError) -> (row: StoreRow, key: String) {
    var row = StoreRow()
    var keyValue: String?
    for (column, value) in values {
      let isKey = column.lowercased() == key.lowercased()
      let stored = isKey ? StoreKey.normalized(value) : value
      if isKey { keyValue = stored }
      try row.append(column, stored, context)
    }
    try row.appendCounts(of: children, context)
    guard let keyValue else {
      throw StoreError(.invalidInput, "\(context): the record has no key column '\(key)'")
    }
    return (row, keyValue)
  }

  /// Appends a field's column. `context` starts the message of a bad or repeated name.
  mutating func append(_ column: String, _ value: String, _ context: @autoclosure () -> String)
    throws(StoreError)
  {
    let name = try SQLiteIdentifier.column(column)
    guard taken.insert(column.lowercased()).inserted else {
      throw StoreError(.invalidInput, "\(context()): column '\(column)' is given twice")
    }
    columns.append(Column(identifier: name, isInteger: false))
    values.append(value)
  }

  /// Appends a value the store keeps beside the fields (a key, a position, a count) in
  /// the column `column`, which holds `meaning`: a field of that name is refused, since
  /// the store would otherwise overwrite it. `isInteger` gives the column INTEGER affinity.
  mutating func appendKept(
    _ column: String, _ value: String, isInteger: Bool, holding meaning: String,
    _ context: @autoclosure () -> String
  ) throws(StoreError) {
    let name = try SQLiteIdentifier.column(column)
    guard taken.insert(column.lowercased()).inserted else {
      throw StoreError(
        .invalidInput, "\(context()): column '\(column)' holds \(meaning); a field cannot take it")
    }
    columns.append(Column(identifier: name, isInteger: isInteger))
    values.append(value)
  }

  /// Appends the item count of each of `children` as `GROUP_count` (``ChildTable``).
  mutating func appendCounts(of children: [ChildRows], _ context: @autoclosure () -> String)
    throws(StoreError)
  {
    var groups: Set<String> = []
    for child in children {
      _ = try SQLiteIdentifier.group(child.group)
      guard groups.insert(child.group.lowercased()).inserted else {
        throw StoreError(.invalidInput, "\(context()): group '\(child.group)' is given twice")
      }
      try appendKept(
        ChildTable.countColumn(of: child.group), String(child.items.count), isInteger: true,
        holding: "the number of items of group '\(child.group)'", context())
    }
  }

  /// Adds to `table` each column of the row that `existing` (lowercased names) lacks, and
  /// records it there.
  func addMissingColumns(
    to table: SQLiteIdentifier, existing: inout Set<String>, on database: SQLiteDatabase,
    _ context: @autoclosure () -> String
  ) throws(StoreError) {
    for column in columns where !existing.contains(column.identifier.name.lowercased()) {
      try database.execute(
        "ALTER TABLE \(table.quoted) ADD COLUMN \(column.identifier.quoted) \(column.isInteger ? "INTEGER" : "TEXT")",
        context())
      existing.insert(column.identifier.name.lowercased())
    }
  }

  /// Inserts the row into `table`, with `extra` columns (already quoted) beside its own;
  /// the row has at least one column.
  /// With `ignoringConflicts`, a row that breaks a unique constraint is not written and
  /// the result is false; otherwise that is an error.
  func insert(
    into table: SQLiteIdentifier, extra: [(quotedColumn: String, value: String)] = [],
    ignoringConflicts: Bool, on database: SQLiteDatabase, _ context: @autoclosure () -> String
  ) throws(StoreError) -> Bool {
    let names = columns.map(\.identifier.quoted) + extra.map(\.quotedColumn)
    let placeholders = (1...names.count).map { "?\($0)" }.joined(separator: ", ")
    let statement = try database.prepare(
      "INSERT INTO \(table.quoted) (\(names.joined(separator: ", "))) VALUES (\(placeholders))"
        + (ignoringConflicts ? " ON CONFLICT DO NOTHING" : ""),
      context())
    try statement.bind(values + extra.map(\.value))
    _ = try statement.step()
    return database.changes > 0
  }
}
