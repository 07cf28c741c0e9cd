import Foundation
import Testing

@testable import FormRules

@Suite("SQLite database")
struct SQLiteDatabaseTests {
  @Test func connectionIsConfiguredForDurability() throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      #expect(try StoreTestDirectory.scalar(database, "PRAGMA journal_mode") == "wal")
      #expect(try StoreTestDirectory.scalar(database, "PRAGMA synchronous") == "2")  // FULL
      #expect(try StoreTestDirectory.scalar(database, "PRAGMA busy_timeout") == "5000")
    }
  }

  @Test func openingADirectoryFailsNamingThePathInTheDetail() throws {
    try StoreTestDirectory.with { directory in
      let error = #expect(throws: StoreError.self) { try SQLiteDatabase(path: directory) }
      #expect(error?.kind == .openFailed)
      #expect(error?.message == "cannot open the database: Is a directory")
      #expect(error?.detail == "file '\(directory)'")
    }
  }

  @Test func openingAFileThatIsNotADatabaseFailsAsCorrupt() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
      let error = #expect(throws: StoreError.self) { try SQLiteDatabase(path: path) }
      #expect(error?.kind == .corrupt)
      #expect(error?.message == "cannot open the database: the database is damaged")
      #expect(error?.detail == "SQLite result code 26: file is not a database; file '\(path)'")
    }
  }

  @Test func aFailingWriteTransactionRollsBack() throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      try database.execute("CREATE TABLE t (x TEXT)", "create")
      let error = #expect(throws: StoreError.self) {
        try database.writeTransaction("insert") { () throws(StoreError) in
          try database.execute("INSERT INTO t VALUES ('kept?')", "insert")
          throw StoreError(.other, "boom")
        }
      }
      #expect(error?.message == "boom")
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM t") == "0")
      // The connection is usable again: no transaction was left open.
      try database.writeTransaction("insert") { () throws(StoreError) in
        try database.execute("INSERT INTO t VALUES ('x')", "insert")
      }
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM t") == "1")
    }
  }

  @Test func sqlErrorsCarryTheContextInTheProjectsWordsAndSQLitesInTheDetail() throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      let error = #expect(throws: StoreError.self) {
        _ = try database.prepare("SELECT * FROM missing", "cannot read table 'missing'")
      }
      #expect(error?.kind == .schemaMismatch)
      #expect(
        error?.message == "cannot read table 'missing': the table does not have the columns this form needs")
      #expect(error?.detail?.hasPrefix("SQLite result code 1: no such table: missing; file '") == true)
    }
  }

  @Test(arguments: ["users; DROP TABLE x", "a\"b", "1abc", "", "naïve", "sqlite_master"])
  func invalidTableNamesAreRefused(name: String) throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      let error = #expect(throws: StoreError.self) {
        _ = try TableStore(database: database, table: name, key: "username")
      }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message.hasPrefix("invalid table name '\(name)'") == true)
    }
  }
}
