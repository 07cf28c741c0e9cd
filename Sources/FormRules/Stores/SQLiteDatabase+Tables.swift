extension SQLiteDatabase {
  /// The start of an error message about `table`: `cannot ACTION table 'users'` (the
  /// file is named only in the error's detail, see ``check(_:handle:path:_:)``).
  func context(_ action: String, table: String) -> String {
    "cannot \(action) table '\(table)'"
  }

  /// The column names of `table`, lowercased; empty when the table does not exist.
  func columnNames(of table: String, _ context: @autoclosure () -> String) throws(StoreError) -> Set<String> {
    let statement = try prepare("SELECT name FROM pragma_table_info(?1)", context())
    try statement.bind([table])
    var columns: Set<String> = []
    while try statement.step() {
      if let name = statement.text(at: 0) { columns.insert(name.lowercased()) }
    }
    return columns
  }
}
