/// The stores one session works with: the form's list stores, and its table stores opened
/// in the environment's database (one SQLite file per data directory, or in memory).
final class SessionStores {
  /// Hashes secret values before they are stored, and verifies them.
  let hasher: PasswordHasher

  /// The form's stores, compiled (in spec order).
  let compiled: [CompiledStore]
  /// The connection the table stores share; nil when the form has none.
  let database: SQLiteDatabase?
  private var tables: [Int: TableStore] = [:]

  /// Opens the database and the tables the form names. Forms without table stores open
  /// nothing.
  init(form: CompiledForm, environment: FormEnvironment) throws(StoreError) {
    self.compiled = form.stores
    self.hasher = environment.hasher
    let tableIndexes = form.stores.indices.filter {
      if case .table = form.stores[$0].backing { return true }
      return false
    }
    guard !tableIndexes.isEmpty else {
      database = nil
      return
    }
    let path: String
    switch environment.storage {
    case .inMemory:
      path = SQLiteDatabase.inMemoryPath
    case .dataDirectory(let directoryPath):
      let directory = DataDirectory(path: directoryPath)
      try directory.prepare()
      path = directory.databasePath()
    }
    let database = try SQLiteDatabase(path: path)
    self.database = database
    for index in tableIndexes {
      guard case .table(let name, let key) = form.stores[index].backing else { continue }
      tables[index] = try TableStore(database: database, table: name, key: key)
    }
  }

  /// The table store at `index` in the form's stores, if it is one.
  func table(_ index: Int) -> TableStore? { tables[index] }

  /// A membership test for the store at `index`.
  func lookup(_ index: Int) -> (String) throws(StoreError) -> Bool {
    if let table = tables[index] {
      return { key throws(StoreError) in try table.contains(key) }
    }
    if case .list(let list) = compiled[index].backing {
      return { key in list.contains(key) }
    }
    let name = compiled[index].name
    return { _ throws(StoreError) in throw StoreError(.other, "store '\(name)' is not open") }
  }
}

extension FormSpec {
  /// Whether sessions of this spec open a database: it has a table store.
  package var needsDatabase: Bool {
    compiled.stores.contains { if case .table = $0.backing { true } else { false } }
  }
}
