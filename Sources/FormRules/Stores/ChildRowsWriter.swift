/// Writes the items of a record's repeated groups, and of the groups inside those items,
/// to their child tables (``ChildTable``), inside the write transaction that inserts the
/// record: a failure anywhere rolls the record back with them.
struct ChildRowsWriter {
  private let database: SQLiteDatabase
  /// The record's table's key column.
  private let keyColumn: String
  /// The record's key, as its table stores it.
  private let parentKey: String
  /// The child tables opened in this insert, by lowercased name: whose they are, and
  /// their columns (lowercased).
  private var opened: [String: (owner: ChildTable.Owner, columns: Set<String>)] = [:]

  init(database: SQLiteDatabase, keyColumn: String, parentKey: String) {
    self.database = database
    self.keyColumn = keyColumn
    self.parentKey = parentKey
  }

  /// Writes `children`, the repeated groups of a row of table `parent` whose item has the
  /// positions `ancestors` (outermost first; empty for the record itself).
  mutating func write(_ children: [ChildRows], of parent: String, ancestors: [Int] = []) throws(StoreError) {
    for child in children {
      let table = try ChildTable(
        parent: parent, group: child.group, keyColumn: keyColumn, depth: ancestors.count + 1)
      guard var columns = try open(table, create: !child.items.isEmpty) else { continue }
      let context = table.context("insert into", on: database)
      for (offset, item) in child.items.enumerated() {
        let positions = ancestors + [offset + 1]
        var row = StoreRow()
        for (column, value) in item.values { try row.append(column, value, context) }
        try row.appendCounts(of: item.children, context)
        try table.appendIdentity(of: positions, parentKey: parentKey, to: &row, context)
        try row.addMissingColumns(to: table.name, existing: &columns, on: database, context)
        opened[table.name.name.lowercased()]?.columns = columns
        _ = try row.insert(into: table.name, ignoringConflicts: false, on: database, context)
        try write(item.children, of: table.name.name, ancestors: positions)
      }
    }
  }

  /// The columns of `table`, opened once per insert (see ``ChildTable/open(on:create:)``);
  /// nil when it does not exist and `create` is not set. A table opened for the first
  /// time loses the rows of this record's key: the record is new, so they are left from a
  /// record deleted by hand, and would otherwise be taken for its items.
  private mutating func open(_ table: ChildTable, create: Bool) throws(StoreError) -> Set<String>? {
    let name = table.name.name.lowercased()
    if let known = opened[name], known.owner.isSame(as: table) { return known.columns }
    guard let columns = try table.open(on: database, create: create) else { return nil }
    try table.deleteRows(of: parentKey, on: database)
    opened[name] = (table.owner, columns)
    return columns
  }
}
