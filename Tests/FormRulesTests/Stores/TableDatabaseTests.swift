import Foundation
import Testing

@testable import FormRules

/// The table stores' semantics, the same against every database kind
/// (``TableDatabaseKind``): SQLite and PostgreSQL must agree on what a store holds.
@Suite("Table stores on SQLite and PostgreSQL")
struct TableDatabaseTests {
  @Test(arguments: TableDatabaseKind.available)
  func insertThenLookupThenDuplicate(_ kind: TableDatabaseKind) throws {
    try kind.with { database, scalar in
      let users = try database.openTable("users", key: "username", keyCase: .sensitive)
      #expect(try database.contains(users, "alice") == false)
      #expect(
        try database.insert(users, [("username", "alice"), ("password", "x")], children: []) == .inserted)
      #expect(try database.contains(users, "alice"))
      #expect(try database.contains(users, "Alice") == false)
      #expect(
        try database.insert(users, [("username", "alice"), ("password", "y")], children: []) == .duplicate)
      #expect(try database.record(users, forKey: "alice") == ["username": "alice", "password": "x"])
      #expect(try database.record(users, forKey: "bob") == nil)
      #expect(try scalar("SELECT count(*) FROM users") == "1")
      // Opening again (another form on the same table) finds the same store.
      #expect(try database.openTable("users", key: "username", keyCase: .sensitive) == users)
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func keysAreComparedInNFC(_ kind: TableDatabaseKind) throws {
    try kind.with { database, scalar in
      let users = try database.openTable("users", key: "username", keyCase: .sensitive)
      #expect(try database.insert(users, [("username", "cafe\u{301}")], children: []) == .inserted)
      #expect(try database.contains(users, "caf\u{E9}"))
      #expect(try database.insert(users, [("username", "caf\u{E9}")], children: []) == .duplicate)
      #expect(try database.record(users, forKey: "cafe\u{301}")?["username"] == "caf\u{E9}")
      #expect(try scalar("SELECT count(*) FROM users") == "1")
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func caseInsensitiveKeysAgreeOnFoldedNames(_ kind: TableDatabaseKind) throws {
    try kind.with { database, scalar in
      let users = try database.openTable("users", key: "username", keyCase: .insensitive)
      #expect(
        try database.insert(users, [("username", "Straße"), ("password", "x")], children: []) == .inserted)
      // Full case folding: ß folds to ss, so these are the same name in both databases.
      #expect(try database.contains(users, "STRASSE"))
      #expect(try database.insert(users, [("username", "strasse")], children: []) == .duplicate)
      #expect(try database.record(users, forKey: "straSSe") == ["username": "Straße", "password": "x"])
      #expect(try scalar("SELECT count(*) FROM users") == "1")
      #expect(try scalar("SELECT \"username:folded\" FROM users") == "strasse")
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func aTableGainsTheFoldedKeyWhenACaseInsensitiveStoreOpensIt(_ kind: TableDatabaseKind) throws {
    try kind.with { database, _ in
      let sensitive = try database.openTable("users", key: "username", keyCase: .sensitive)
      #expect(try database.insert(sensitive, [("username", "Bob")], children: []) == .inserted)
      #expect(try database.insert(sensitive, [("username", "alice")], children: []) == .inserted)
      let insensitive = try database.openTable("users", key: "username", keyCase: .insensitive)
      #expect(try database.contains(insensitive, "BOB"))
      #expect(try database.insert(insensitive, [("username", "ALICE")], children: []) == .duplicate)
      // Once the column exists, a case-sensitive store fills it too.
      #expect(try database.insert(sensitive, [("username", "Carol")], children: []) == .inserted)
      #expect(try database.contains(insensitive, "carol"))
      #expect(try database.insert(sensitive, [("username", "CAROL")], children: []) == .duplicate)
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func keysDifferingOnlyInCaseStopACaseInsensitiveStoreFromOpening(_ kind: TableDatabaseKind) throws {
    try kind.with { database, _ in
      let sensitive = try database.openTable("users", key: "username", keyCase: .sensitive)
      #expect(try database.insert(sensitive, [("username", "bob")], children: []) == .inserted)
      #expect(try database.insert(sensitive, [("username", "Bob")], children: []) == .inserted)
      let error = #expect(throws: StoreError.self) {
        _ = try database.openTable("users", key: "username", keyCase: .insensitive)
      }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message.contains("'Bob' and 'bob' differ only in case") == true)
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func columnsAreAddedWhenAnInsertFirstBringsThem(_ kind: TableDatabaseKind) throws {
    try kind.with { database, _ in
      let users = try database.openTable("users", key: "username", keyCase: .sensitive)
      #expect(
        try database.insert(users, [("username", "alice"), ("email", "a@example.com")], children: [])
          == .inserted)
      #expect(
        try database.insert(
          users, [("username", "bob"), ("phone", "555"), ("Email", "b@example.com")], children: [])
          == .inserted)
      #expect(try database.record(users, forKey: "alice") == ["username": "alice", "email": "a@example.com"])
      #expect(
        try database.record(users, forKey: "bob") == [
          "username": "bob", "phone": "555", "email": "b@example.com",
        ])
      // Another key of the same table gets its own unique index.
      let byEmail = try database.openTable("users", key: "email", keyCase: .insensitive)
      #expect(try database.contains(byEmail, "A@EXAMPLE.COM"))
      #expect(
        try database.insert(byEmail, [("username", "carol"), ("email", "B@example.com")], children: [])
          == .duplicate)
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func aRecordAndItsItemsAreWrittenAllOrNothing(_ kind: TableDatabaseKind) throws {
    try kind.with { database, scalar in
      let users = try database.openTable("users", key: "username", keyCase: .sensitive)
      let phones = ChildRows(
        group: "phones", items: [.init([("number", "+4930111")]), .init([("number", "+4930222")])])
      #expect(try database.insert(users, [("username", "alice")], children: [phones]) == .inserted)
      #expect(try scalar("SELECT count(*) FROM users_phones WHERE parent_key = 'alice'") == "2")
      #expect(try scalar("SELECT phones_count FROM users WHERE username = 'alice'") == "2")
      #expect(try scalar("SELECT number FROM users_phones WHERE position = 2") == "+4930222")
      // The second item's bad column fails the insert after the record and the first
      // item were written in the transaction: nothing stays.
      let broken = ChildRows(
        group: "phones", items: [.init([("number", "+4930333")]), .init([("bad name", "x")])])
      let error = #expect(throws: StoreError.self) {
        _ = try database.insert(users, [("username", "bob")], children: [broken])
      }
      #expect(error?.message.contains("invalid column name 'bad name'") == true)
      #expect(try database.contains(users, "bob") == false)
      #expect(try scalar("SELECT count(*) FROM users_phones WHERE parent_key = 'bob'") == "0")
      // A duplicate writes no items either.
      #expect(try database.insert(users, [("username", "alice")], children: [phones]) == .duplicate)
      #expect(try scalar("SELECT count(*) FROM users_phones") == "2")
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func searchShowsMatchesInOrderWithHashesMasked(_ kind: TableDatabaseKind) throws {
    try kind.with { database, _ in
      let users = try database.openTable("users", key: "username", keyCase: .insensitive)
      let hash = try StoreTestDirectory.cheapHasher.hash("secret1")
      for name in ["Albert", "bob", "alice"] {
        #expect(
          try database.insert(users, [("username", name), ("password", hash)], children: []) == .inserted)
      }
      let page = try database.search(users, "AL", match: .prefix, limit: 1, hiding: [])
      #expect(page.columns == ["username", "password"])
      #expect(page.count == 2)
      #expect(page.items == [["Albert", "******"]])
      let hidden = try database.search(users, "b", match: .contains, limit: 5, hiding: ["password"])
      #expect(hidden.items == [["Albert"], ["bob"]])
    }
  }

  @Test(arguments: TableDatabaseKind.available)
  func badRequestsAreStoreErrorsWithMessages(_ kind: TableDatabaseKind) throws {
    try kind.with { database, _ in
      let badTable = #expect(throws: StoreError.self) {
        _ = try database.openTable("no-such name", key: "username", keyCase: .sensitive)
      }
      #expect(badTable?.message.contains("invalid table name 'no-such name'") == true)
      let users = try database.openTable("users", key: "username", keyCase: .sensitive)
      let noKey = #expect(throws: StoreError.self) {
        _ = try database.insert(users, [("email", "a@example.com")], children: [])
      }
      #expect(noKey?.kind == .invalidInput)
      #expect(noKey?.message == "cannot insert into table 'users': the record has no key column 'username'")
    }
  }
}
