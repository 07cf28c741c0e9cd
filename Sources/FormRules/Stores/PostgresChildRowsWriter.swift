/// Writes the items of a record's repeated groups to their child tables in PostgreSQL,
/// inside the transaction that inserts the record: ``ChildRowsWriter``'s work and layout
/// (``ChildTable``), in PostgreSQL's SQL. The registry of child tables holds their names
/// lowercased (PostgreSQL compares text with regard to case, SQLite's `NOCASE` without).
struct PostgresChildRowsWriter {
  typealias Failure = PostgresConnection.Failure

  private let connection: PostgresConnection
  private let keyColumn: String
  private let parentKey: String
  /// The child tables opened in this insert, by lowercased name: whose they are, and
  /// their columns.
  private var opened: [String: (owner: ChildTable.Owner, columns: [String: String])] = [:]

  init(connection: PostgresConnection, keyColumn: String, parentKey: String) {
    self.connection = connection
    self.keyColumn = keyColumn
    self.parentKey = parentKey
  }

  /// Writes `children`, the repeated groups of a row of table `parent` whose item has the
  /// positions `ancestors` (outermost first; empty for the record itself).
  mutating func write(_ children: [ChildRows], of parent: String, ancestors: [Int] = []) throws(Failure) {
    for child in children {
      let table = try PostgresTableStore.refusing { () throws(StoreError) in
        try ChildTable(parent: parent, group: child.group, keyColumn: keyColumn, depth: ancestors.count + 1)
      }
      let context = PostgresTableStore.context("insert into", table: table.name.name)
      guard var columns = try open(table, create: !child.items.isEmpty, context) else { continue }
      for (offset, item) in child.items.enumerated() {
        let positions = ancestors + [offset + 1]
        let row = try PostgresTableStore.refusing { () throws(StoreError) -> StoreRow in
          var row = StoreRow()
          for (column, value) in item.values { try row.append(column, value, context) }
          try row.appendCounts(of: item.children, context)
          try table.appendIdentity(of: positions, parentKey: parentKey, to: &row, context)
          try PostgresTableStore.checkText(row, context)
          return row
        }
        let names = try PostgresTableStore.addMissingColumns(
          of: row, to: table.name, &columns, context, connection)
        opened[table.name.name.lowercased()]?.columns = columns
        _ = try PostgresTableStore.insertRow(
          names, row.values, into: table.name, ignoringConflicts: false, connection)
        try write(item.children, of: table.name.name, ancestors: positions)
      }
    }
  }

  /// The columns of `table`, opened once per insert; nil when it does not exist and
  /// `create` is not set. As in ``ChildRowsWriter``, a table opened for the first time
  /// loses the rows of this record's key (left from a record deleted by hand).
  private mutating func open(_ table: ChildTable, create: Bool, _ context: String) throws(Failure) -> [String:
    String]?
  {
    let name = table.name.name.lowercased()
    if let known = opened[name], known.owner.isSame(as: table) { return known.columns }
    try PostgresTableStore.checkLength(table.name.name, context)
    var columns = try PostgresTableStore.columnNames(of: table.name, on: connection)
    if !columns.isEmpty {
      let owner = try PostgresTableStore.childOwner(of: table.name.name, on: connection)
      guard let owner, owner.isSame(as: table) else { throw .refused(table.taken(context, owner: owner)) }
    } else {
      guard create else { return nil }
      let identifying = table.identifyingColumns
      let definitions = identifying.map { column in
        "\"\(column)\" \(column == ChildTable.parentKeyColumn ? "TEXT" : "BIGINT") NOT NULL"
      }
      let unique = identifying.map { "\"\($0)\"" }.joined(separator: ", ")
      try connection.execute(
        "CREATE TABLE IF NOT EXISTS \(table.name.quoted) (\(definitions.joined(separator: ", ")), UNIQUE (\(unique)))"
      )
      let registry = "\"\(ChildTable.registryName)\""
      try connection.execute(
        """
        CREATE TABLE IF NOT EXISTS \(registry) (
          child TEXT NOT NULL PRIMARY KEY, parent TEXT NOT NULL, group_name TEXT NOT NULL, key_column TEXT NOT NULL)
        """)
      try connection.execute(
        """
        INSERT INTO \(registry) (child, parent, group_name, key_column) VALUES (lower($1), $2, $3, $4)
        ON CONFLICT (child) DO UPDATE SET parent = $2, group_name = $3, key_column = $4
        """, [table.name.name, table.parent, table.group, table.keyColumn])
      columns = try PostgresTableStore.columnNames(of: table.name, on: connection)
    }
    try connection.execute(
      "DELETE FROM \(table.name.quoted) WHERE \"\(ChildTable.parentKeyColumn)\" = $1", [parentKey])
    opened[name] = (table.owner, columns)
    return columns
  }
}
