/// The child table of a repeated group: one row per item, written in the transaction of
/// the record the items belong to.
///
/// The items of group `phones` of a record of table `users` go to `users_phones`, and the
/// items of a group `parts` inside those items to `users_phones_parts`. A child table has
/// the item's fields as TEXT columns (added when an insert first brings them, as in the
/// parent table), and these INTEGER/TEXT columns the store fills:
/// - `parent_key`: the record's key as its table stores it (NFC; the spelling it was
///   written with), at every depth, so that one record's rows are found by one key;
/// - `position`: the item's position in its group, 1-based;
/// - in a grand-child table, `parent_position`: the position of the item it belongs to;
///   one level deeper also `parent_position_2` (that item's parent's position), and so on.
/// A unique index on `parent_key`, the parents' positions (outermost first) and
/// `position` keeps one row per item and finds a record's items by its key. A row with
/// repeated groups (the record, or an item) also has `GROUP_count` (INTEGER): its number
/// of items in that group, so that a reader can check that every item is there.
///
/// Which table belongs to which group is written in the table `formcheck:child_tables`
/// (a name no spec's table can take): a child table's name that some other group or a
/// table store already uses is an error, not a mix of two kinds of rows.
struct ChildTable {
  /// The column of the record's key.
  static let parentKeyColumn = "parent_key"
  /// The column of the item's position.
  static let positionColumn = "position"

  /// The column of the number of items of `group` in the row that holds them.
  static func countColumn(of group: String) -> String { "\(group)_count" }

  /// The column of the position of the item `levelsUp` levels above a row's item (1: the
  /// item it belongs to).
  static func parentPositionColumn(levelsUp: Int) -> String {
    levelsUp == 1 ? "parent_position" : "parent_position_\(levelsUp)"
  }

  /// The table's name.
  let name: SQLiteIdentifier
  /// The table whose rows own these items (the record's table or another child table).
  let parent: String
  /// The group's name.
  let group: String
  /// The record's table's key column, which `parent_key` holds values of.
  let keyColumn: String
  /// How many item levels deep the table is: 1 for a group of the record itself.
  let depth: Int

  /// The table of `group` under `parent`, `depth` levels below the record; throws when
  /// the name is no valid table name (a bad group name, or too long).
  init(parent: String, group: String, keyColumn: String, depth: Int) throws(StoreError) {
    _ = try SQLiteIdentifier.group(group)
    do throws(StoreError) {
      self.name = try SQLiteIdentifier.table("\(parent)_\(group)")
    } catch {
      throw error.leading("the table of group '\(group)' of table '\(parent)': ")
    }
    self.parent = parent
    self.group = group
    self.keyColumn = keyColumn
    self.depth = depth
  }

  /// The group this table holds, as the registry records it.
  var owner: Owner { Owner(parent: parent, group: group, keyColumn: keyColumn) }

  /// The columns that identify a row, outermost first: `parent_key`, the parents'
  /// positions, `position`.
  var identifyingColumns: [String] {
    [Self.parentKeyColumn]
      + stride(from: depth - 1, through: 1, by: -1).map { Self.parentPositionColumn(levelsUp: $0) }
      + [Self.positionColumn]
  }

  /// Appends the columns that identify the row of the item at `positions` (outermost
  /// first, the item's own last) of the record keyed `parentKey` to `row`.
  func appendIdentity(
    of positions: [Int], parentKey: String, to row: inout StoreRow, _ context: @autoclosure () -> String
  ) throws(StoreError) {
    let columns = identifyingColumns
    try row.appendKept(columns[0], parentKey, isInteger: false, holding: "the record's key", context())
    for (column, position) in zip(columns.dropFirst(), positions) {
      let meaning =
        column == Self.positionColumn ? "the item's position" : "the position of an item it belongs to"
      try row.appendKept(column, String(position), isInteger: true, holding: meaning, context())
    }
  }

  /// The start of an error message about this table.
  func context(_ action: String, on database: SQLiteDatabase) -> String {
    database.context(action, table: name.name)
  }

  /// Makes sure the table is this group's, inside the caller's write transaction, and
  /// returns its columns (lowercased): creates and registers it when missing and `create`
  /// is set (else returns nil), and throws when another group or a table store has it.
  func open(on database: SQLiteDatabase, create: Bool) throws(StoreError) -> Set<String>? {
    let context = context("insert into", on: database)
    let columns = try database.columnNames(of: name.name, context)
    if !columns.isEmpty {
      let owner = try Self.owner(of: name.name, on: database)
      guard let owner, owner.isSame(as: self) else {
        throw taken(context, owner: owner)
      }
      return columns
    }
    guard create else { return nil }
    let identifying = identifyingColumns
    let definitions = identifying.map { column in
      "\"\(column)\" \(column == Self.parentKeyColumn ? "TEXT" : "INTEGER") NOT NULL"
    }
    let unique = identifying.map { "\"\($0)\"" }.joined(separator: ", ")
    try database.execute(
      "CREATE TABLE \(name.quoted) (\(definitions.joined(separator: ", ")), UNIQUE (\(unique)))", context)
    try database.execute(
      """
      CREATE TABLE IF NOT EXISTS \(Self.registry) (
        child TEXT NOT NULL PRIMARY KEY COLLATE NOCASE, parent TEXT NOT NULL,
        group_name TEXT NOT NULL, key_column TEXT NOT NULL)
      """, context)
    let register = try database.prepare(
      "INSERT OR REPLACE INTO \(Self.registry) (child, parent, group_name, key_column) VALUES (?1, ?2, ?3, ?4)",
      context)
    try register.bind([name.name, parent, group, keyColumn])
    _ = try register.step()
    return Set(identifying)
  }

  /// The error of a table named as this group's that holds the items of `owner`'s group,
  /// or (nil) a table store's records.
  func taken(_ context: String, owner: Owner?) -> StoreError {
    StoreError(
      .invalidInput,
      "\(context): it cannot hold the items of group '\(group)' of table '\(parent)': it holds "
        + (owner.map { "those of group '\($0.group)' of table '\($0.parent)' keyed by '\($0.keyColumn)'" }
          ?? "a table store's records")
        + "; rename the group or the table")
  }

  /// The error of opening a table store on a child table, which holds `owner`'s items;
  /// `context` is `cannot use table 'T' in …`.
  static func notAStore(_ context: String, owner: Owner) -> StoreError {
    StoreError(
      .invalidInput,
      "\(context) as a store: it holds the items of group '\(owner.group)' of table '\(owner.parent)'")
  }

  /// Deletes the rows of `parentKey` (rows of a record deleted by hand, since the record
  /// being inserted is new), inside the caller's write transaction.
  func deleteRows(of parentKey: String, on database: SQLiteDatabase) throws(StoreError) {
    let delete = try database.prepare(
      "DELETE FROM \(name.quoted) WHERE \"\(Self.parentKeyColumn)\" = ?1",
      context("insert into", on: database))
    try delete.bind([parentKey])
    _ = try delete.step()
  }
}

extension ChildTable {
  /// The table that records which table holds which group's items.
  static let registryName = "formcheck:child_tables"
  /// The registry's name, quoted for SQL.
  private static var registry: String { "\"\(registryName)\"" }

  /// What the registry says a child table holds.
  struct Owner {
    let parent: String
    let group: String
    let keyColumn: String

    /// Whether `table` is the one registered (names compared as SQLite does).
    func isSame(as table: ChildTable) -> Bool {
      parent.lowercased() == table.parent.lowercased() && group.lowercased() == table.group.lowercased()
        && keyColumn.lowercased() == table.keyColumn.lowercased()
    }
  }

  /// Which group's items `table` holds, or nil when it is no registered child table.
  static func owner(of table: String, on database: SQLiteDatabase) throws(StoreError) -> Owner? {
    let context = database.context("read the child tables of", table: table)
    if try database.columnNames(of: registryName, context).isEmpty { return nil }
    let statement = try database.prepare(
      "SELECT parent, group_name, key_column FROM \(registry) WHERE child = ?1", context)
    try statement.bind([table])
    guard try statement.step() else { return nil }
    return Owner(
      parent: statement.text(at: 0) ?? "", group: statement.text(at: 1) ?? "",
      keyColumn: statement.text(at: 2) ?? "")
  }
}
