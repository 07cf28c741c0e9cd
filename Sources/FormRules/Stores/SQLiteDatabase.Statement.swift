import CSQLite

extension SQLiteDatabase {
  /// A compiled statement whose values are bound as parameters, never spliced into SQL.
  /// Finalized in `deinit`; it keeps its database open while it lives.
  final class Statement {
    private let database: SQLiteDatabase
    private let handle: OpaquePointer
    private let context: String

    /// Compiles `sql` on `database`; `context` starts every error message of this
    /// statement (e.g. `cannot insert into table 'users'`).
    init(database: SQLiteDatabase, sql: String, context: String) throws(StoreError) {
      var prepared: OpaquePointer?
      try database.check(sqlite3_prepare_v2(database.handle, sql, -1, &prepared, nil), context)
      guard let prepared else {
        throw StoreError(.other, "\(context): the SQL text holds no statement")
      }
      self.database = database
      self.handle = prepared
      self.context = context
    }

    deinit {
      sqlite3_finalize(handle)
    }

    /// Binds `values` as UTF-8 text to parameters 1, 2, …, copied by SQLite
    /// (`SQLITE_TRANSIENT`) and with explicit lengths, so NUL characters survive.
    func bind(_ values: [String]) throws(StoreError) {
      // SQLITE_TRANSIENT is a C macro Swift cannot import: the destructor value -1.
      let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
      for (offset, value) in values.enumerated() {
        // A terminating NUL keeps the buffer non-empty for "", which must bind as empty
        // text, not NULL; the length passed excludes it.
        let length = UInt64(value.utf8.count)
        let bytes = Array(value.utf8) + [0]
        let code = bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { text in
            sqlite3_bind_text64(
              handle, Int32(offset + 1), text.baseAddress, length, transient, UInt8(SQLITE_UTF8))
          }
        }
        try database.check(code, context)
      }
    }

    /// Runs the statement one step: `true` when a row is available, `false` when done.
    func step() throws(StoreError) -> Bool {
      let code = sqlite3_step(handle)
      try database.check(code, context)
      return code == SQLITE_ROW
    }

    /// Makes the statement ready to run again, with values bound anew.
    func reset() throws(StoreError) {
      try database.check(sqlite3_reset(handle), context)
    }

    /// The number of columns in a result row.
    var columnCount: Int32 { sqlite3_column_count(handle) }

    /// The name of result column `index` (0-based).
    func columnName(at index: Int32) -> String {
      sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    /// Result column `index` (0-based) of the current row as text, or nil when it is NULL.
    func text(at index: Int32) -> String? {
      guard sqlite3_column_type(handle, index) != SQLITE_NULL,
        let text = sqlite3_column_text(handle, index)
      else { return nil }
      let count = Int(sqlite3_column_bytes(handle, index))
      return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }
  }
}

/// A statement belongs to its connection's isolation domain.
@available(*, unavailable)
extension SQLiteDatabase.Statement: Sendable {}
