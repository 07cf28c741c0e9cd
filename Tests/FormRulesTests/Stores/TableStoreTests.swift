import Foundation
import Testing

@testable import FormRules

@Suite("Table store")
struct TableStoreTests {
  /// Runs `body` with a `users` store keyed by `username` in a fresh database.
  private func withUsers(_ body: (TableStore, SQLiteDatabase) throws -> Void) throws {
    try StoreTestDirectory.with { directory in
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      try body(try TableStore(database: database, table: "users", key: "username"), database)
    }
  }

  @Test func insertThenContainsThenDuplicate() throws {
    try withUsers { users, _ throws in
      #expect(try users.contains("alice") == false)
      #expect(try users.insert([("username", "alice"), ("password", "x")]) == .inserted)
      #expect(try users.contains("alice"))
      #expect(try users.contains("Alice") == false)
      #expect(try users.insert([("username", "alice"), ("password", "y")]) == .duplicate)
      #expect(try users.record(forKey: "alice") == ["username": "alice", "password": "x"])
      #expect(try users.record(forKey: "bob") == nil)
    }
  }

  @Test func keysAreComparedInNFC() throws {
    try withUsers { users, database throws in
      let precomposed = "caf\u{E9}"
      let decomposed = "cafe\u{301}"
      #expect(try users.insert([("username", precomposed)]) == .inserted)
      #expect(try users.contains(decomposed))
      #expect(try users.insert([("username", decomposed)]) == .duplicate)
      #expect(try users.record(forKey: decomposed)?["username"] == precomposed)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "1")
    }
  }

  @Test func decomposedKeysAreStoredPrecomposed() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "cafe\u{301}")]) == .inserted)
      let stored = try StoreTestDirectory.scalar(database, "SELECT hex(username) FROM users")
      #expect(stored == "636166C3A9")  // "café" with U+00E9
    }
  }

  @Test func columnsAreAddedWhenAnInsertFirstBringsThem() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "alice"), ("email", "a@example.com")]) == .inserted)
      // A second form sharing the table, with another field set.
      let other = try TableStore(database: database, table: "users", key: "username")
      #expect(
        try other.insert([("username", "bob"), ("phone", "555"), ("email", "b@example.com")])
          == .inserted)
      #expect(try users.record(forKey: "alice") == ["username": "alice", "email": "a@example.com"])
      #expect(
        try users.record(forKey: "bob") == [
          "username": "bob", "phone": "555", "email": "b@example.com",
        ])
    }
  }

  @Test func aDuplicateAddsNoColumns() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "alice")]) == .inserted)
      #expect(try users.insert([("username", "alice"), ("nickname", "al")]) == .duplicate)
      let columns = try StoreTestDirectory.scalar(
        database, "SELECT group_concat(name) FROM pragma_table_info('users')")
      #expect(columns == "username")
    }
  }

  @Test func aSecondStoreCanKeyTheSameTableByAnotherColumn() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "alice"), ("email", "a@example.com")]) == .inserted)
      let byEmail = try TableStore(database: database, table: "users", key: "email")
      #expect(try byEmail.contains("a@example.com"))
      #expect(
        try byEmail.insert([("email", "a@example.com"), ("username", "alice2")]) == .duplicate)
      #expect(try byEmail.insert([("email", "b@example.com"), ("username", "bob")]) == .inserted)
      // The first store's key stays unique too.
      #expect(try users.insert([("username", "bob"), ("email", "c@example.com")]) == .duplicate)
    }
  }

  @Test func aKeyColumnWithDuplicateValuesCannotBecomeAKey() throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "alice"), ("city", "Oslo")]) == .inserted)
      #expect(try users.insert([("username", "bob"), ("city", "Oslo")]) == .inserted)
      let error = #expect(throws: StoreError.self) {
        _ = try TableStore(database: database, table: "users", key: "city")
      }
      #expect(
        error?.message.hasPrefix("cannot use column 'city' as the key of table 'users'") == true)
    }
  }

  @Test(arguments: [
    "Robert'); DROP TABLE users;--",
    "\" OR \"1\"=\"1",
    "' OR 1=1 --",
    "",
    "nul\u{0}inside",
    "李小龍 👨‍👩‍👧",
    "?1 ?2 :name @x $y",
  ])
  func valuesAreStoredVerbatim(value: String) throws {
    try withUsers { users, database throws in
      #expect(try users.insert([("username", "mallory"), ("bio", value)]) == .inserted)
      #expect(try users.record(forKey: "mallory")?["bio"] == value)
      #expect(try users.insert([("username", value)]) == .inserted)
      #expect(try users.contains(value))
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "2")
    }
  }

  @Test func invalidRequestsAreRefused() throws {
    try withUsers { users, _ throws in
      let missingKey = #expect(throws: StoreError.self) { _ = try users.insert([("email", "x")]) }
      #expect(missingKey?.kind == .invalidInput)
      #expect(missingKey?.message.hasSuffix("the record has no key column 'username'") == true)

      let twice = #expect(throws: StoreError.self) {
        _ = try users.insert([("username", "a"), ("Email", "x"), ("email", "y")])
      }
      #expect(twice?.message.hasSuffix("column 'email' is given twice") == true)

      let badColumn = #expect(throws: StoreError.self) {
        _ = try users.insert([("username", "a"), ("x\" TEXT); DROP TABLE users; --", "y")])
      }
      #expect(badColumn?.kind == .invalidInput)
      #expect(try users.contains("a") == false)
    }
  }

  @Test func recordsSurviveReopening() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      do {
        let database = try SQLiteDatabase(path: path)
        let users = try TableStore(database: database, table: "users", key: "username")
        #expect(try users.insert([("username", "alice")]) == .inserted)
      }
      let reopened = try TableStore(
        database: SQLiteDatabase(path: path), table: "users", key: "username")
      #expect(try reopened.contains("alice"))
    }
  }

  @Test func aStoredSecretIsOnlyItsHash() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      let canary = "canary-Pa55w0rd-7f3a91"
      let hasher = StoreTestDirectory.cheapHasher
      let database = try SQLiteDatabase(path: path)
      let users = try TableStore(database: database, table: "users", key: "username")
      let phc = try hasher.hash(canary)
      #expect(try users.insert([("username", "alice"), ("password", phc)]) == .inserted)

      // The connection stays open, so the row is still in the write-ahead log.
      var bytes = Data()
      for suffix in ["", "-wal", "-shm"] {
        if let file = FileManager.default.contents(atPath: path + suffix) { bytes.append(file) }
      }
      #expect(bytes.range(of: Data(phc.utf8)) != nil)  // the search does find stored text
      #expect(bytes.range(of: Data(canary.utf8)) == nil)

      let stored = try #require(try users.record(forKey: "alice")?["password"])
      #expect(try hasher.verify(canary, against: stored))
      #expect(!(try hasher.verify("wrong", against: stored)))
    }
  }
}
