import Foundation
import Testing

@testable import FormRules

/// Stores with `case: insensitive`: one row per folded key, the spelling kept, lookups and
/// `verify` by the folded key, existing tables upgraded on open, and list stores.
@Suite("case-insensitive stores")
struct CaseInsensitiveStoreTests {
  /// Runs `body` with a case-insensitive `users` store keyed by `username` in a fresh
  /// database.
  private func withUsers(_ body: (TableStore, SQLiteDatabase) throws -> Void) throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      try body(
        try TableStore(database: database, table: "users", key: "username", keyCase: .insensitive), database)
    }
  }

  @Test func oneRowPerFoldedKeyWithTheSpellingItWasWrittenWith() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "alice_1"), ("password", "x")]) == .inserted)
      #expect(try users.contains("Alice_1"))
      #expect(try users.contains("ALICE_1"))
      #expect(try users.insert([("username", "Alice_1"), ("password", "y")]) == .duplicate)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "1")
      #expect(try StoreTestDirectory.scalar(database, "SELECT username FROM users") == "alice_1")
      // The record reads as written, without the folded column.
      #expect(try users.record(forKey: "ALICE_1") == ["username": "alice_1", "password": "x"])
    }
  }

  @Test(arguments: [("Straße", "STRASSE"), ("\u{212A}elvin", "kelvin"), ("ﬁona", "FIONA"), ("ΟΔΟΣ", "οδοσ")])
  func foldedKeysAreOneKey(first: String, second: String) throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", first)]) == .inserted)
      #expect(try users.contains(second))
      #expect(try users.insert([("username", second)]) == .duplicate)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "1")
      #expect(try StoreTestDirectory.scalar(database, "SELECT username FROM users") == first)
    }
  }

  /// The database itself refuses a second row per folded key, also to a writer that does
  /// not look first (another program, a case-sensitive store of the same table).
  @Test func theUniqueIndexHoldsForEveryWriter() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "Bob")]) == .inserted)
      let sensitive = try TableStore(database: database, table: "users", key: "username")
      #expect(try sensitive.contains("bob") == false)
      #expect(try sensitive.insert([("username", "bob")]) == .duplicate)
      #expect(try sensitive.insert([("username", "carol")]) == .inserted)
      #expect(try users.contains("CAROL"))
      let stored = try StoreTestDirectory.scalar(
        database, #"SELECT "username:folded" FROM users WHERE username = 'Bob'"#)
      #expect(stored == "bob")
    }
  }

  /// Two case-insensitive stores of one table, keyed by different columns: an insert
  /// through either fills both folded keys.
  @Test func everyFoldedKeyIsFilled() throws {
    try withUsers { users, database throws in
      let byEmail = try TableStore(database: database, table: "users", key: "email", keyCase: .insensitive)
      #expect(try users.insert([("username", "Alice_1"), ("email", "Alice@Example.org")]) == .inserted)
      #expect(try byEmail.contains("alice@example.ORG"))
      #expect(try byEmail.insert([("username", "bob"), ("email", "ALICE@example.org")]) == .duplicate)
      #expect(
        try byEmail.record(forKey: "ALICE@EXAMPLE.ORG") == [
          "username": "Alice_1", "email": "Alice@Example.org",
        ])
    }
  }

  @Test func anExistingTableGetsTheFoldedColumnOnOpen() throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      let old = try TableStore(database: database, table: "users", key: "username")
      #expect(try old.insert([("username", "Alice_1")]) == .inserted)
      #expect(try old.insert([("username", "ßtraße")]) == .inserted)
      let users = try TableStore(database: database, table: "users", key: "username", keyCase: .insensitive)
      #expect(try users.contains("alice_1"))
      #expect(try users.contains("SSTRASSE"))
      #expect(try users.insert([("username", "ALICE_1")]) == .duplicate)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "2")
    }
  }

  @Test func anExistingTableWhoseKeysDifferOnlyInCaseIsRefused() throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      let old = try TableStore(database: database, table: "users", key: "username")
      #expect(try old.insert([("username", "alice_1")]) == .inserted)
      #expect(try old.insert([("username", "Alice_1")]) == .inserted)
      let error = #expect(throws: StoreError.self) {
        try TableStore(database: database, table: "users", key: "username", keyCase: .insensitive)
      }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message.contains("'Alice_1' and 'alice_1' differ only in case") == true)
      // Nothing was changed: the table reads as before.
      #expect(
        try StoreTestDirectory.scalar(database, "SELECT count(*) FROM pragma_table_info('users')") == "1")
      #expect(try old.contains("Alice_1"))
    }
  }

  @Test func aListStoreHonoursItsCase() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/reserved.txt"
      try "administrator\nStraße\nRoot\n".write(toFile: path, atomically: false, encoding: .utf8)
      let sensitive = try ListStore(contentsOf: path)
      #expect(!sensitive.contains("Administrator"))
      #expect(sensitive.contains("administrator"))
      let insensitive = try ListStore(contentsOf: path, keyCase: .insensitive)
      for name in ["Administrator", "ADMINISTRATOR", "administrator", "STRASSE", "root", "ROOT"] {
        #expect(insensitive.contains(name), "\(name)")
      }
      #expect(!insensitive.contains("admin"))
    }
  }
}
