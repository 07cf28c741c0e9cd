import Foundation
import Testing

@testable import FormRules

/// Repeated groups in table stores: a record's items as rows of child tables, written in
/// the record's transaction, so that a record is found with all its items or not at all.
@Suite("Table store child rows")
struct TableStoreChildRowsTests {
  /// Runs `body` with a `users` store keyed by `username` in a fresh database file.
  private func withUsers(
    keyCase: KeyCase = .sensitive, _ body: (TableStore, SQLiteDatabase, String) throws -> Void
  ) throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      let database = try SQLiteDatabase(path: path)
      try body(
        try TableStore(database: database, table: "users", key: "username", keyCase: keyCase), database, path)
    }
  }

  /// Group `phones` with one item per number, each of kind `home`.
  private func phones(_ numbers: String...) -> ChildRows {
    ChildRows(group: "phones", items: numbers.map { .init([("kind", "home"), ("number", $0)]) })
  }

  /// Every row of `sql`, its columns joined with `|` (NULL as `-`).
  private func rows(_ database: SQLiteDatabase, _ sql: String) throws -> [String] {
    let statement = try database.prepare(sql, "test query")
    var rows: [String] = []
    while try statement.step() {
      rows.append((0..<statement.columnCount).map { statement.text(at: $0) ?? "-" }.joined(separator: "|"))
    }
    return rows
  }

  @Test func theRecordAndItsItemsLandTogetherWithPositionsInOrder() throws {
    try withUsers { users, database, _ throws in
      let numbers = ["+4930111", "+4930222", "+4930333", "+4930444", "+4930555"]
      let group = ChildRows(group: "phones", items: numbers.map { .init([("number", $0)]) })
      #expect(try users.insert([("username", "alice")], children: [group]) == .inserted)
      #expect(try users.record(forKey: "alice") == ["username": "alice", "phones_count": "5"])
      #expect(
        try rows(database, "SELECT parent_key, position, number FROM users_phones ORDER BY rowid")
          == numbers.enumerated().map { "alice|\($0.offset + 1)|\($0.element)" })
      #expect(
        try ChildRowsCompleteness.problems(database, table: "users", key: "username", group: "phones") == [])
    }
  }

  @Test func positionsAndCountsAreIntegers() throws {
    try withUsers { users, database, _ throws in
      let group = ChildRows(group: "phones", items: (1...12).map { .init([("number", "\($0)")]) })
      #expect(try users.insert([("username", "alice")], children: [group]) == .inserted)
      // As numbers, 10 sorts after 9 (as text it would not).
      #expect(try rows(database, "SELECT position FROM users_phones ORDER BY position").last == "12")
      #expect(try StoreTestDirectory.scalar(database, "SELECT typeof(phones_count) FROM users") == "integer")
    }
  }

  @Test func aDuplicateKeyWritesNeitherTheRecordNorItsItems() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1", "2")]) == .inserted)
      #expect(
        try users.insert([("username", "alice"), ("bio", "x")], children: [phones("3")]) == .duplicate)
      #expect(try rows(database, "SELECT number FROM users_phones ORDER BY position") == ["1", "2"])
      #expect(try users.record(forKey: "alice")?["bio"] == nil)
    }
  }

  @Test func aDuplicateCreatesNoChildTable() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")]) == .inserted)
      #expect(try users.insert([("username", "alice")], children: [phones("1")]) == .duplicate)
      #expect(try database.columnNames(of: "users_phones", "test").isEmpty)
    }
  }

  @Test func aFailingItemRollsTheRecordBack() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1")]) == .inserted)
      try database.execute(
        """
        CREATE TRIGGER refuse BEFORE INSERT ON users_phones WHEN NEW.number = 'bad'
        BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
        """, "test")
      let error = #expect(throws: StoreError.self) {
        try users.insert([("username", "bob"), ("bio", "new column")], children: [phones("2", "bad")])
      }
      #expect(error?.message == "cannot insert into table 'users_phones': the database failed")
      #expect(error?.detail?.contains(": refused by the test; file '") == true)
      #expect(try users.contains("bob") == false)
      #expect(try rows(database, "SELECT parent_key, number FROM users_phones") == ["alice|1"])
      // The column the record brought was rolled back with it.
      #expect(try database.columnNames(of: "users", "test") == ["username", "phones_count"])
    }
  }

  /// A group name whose count column fits SQLite's limit here but whose grand-child table
  /// name does not.
  static let longGroup = String(repeating: "g", count: 117)

  /// Items the store refuses, and the end of the message.
  static let refusedItems: [(ChildRows, String)] = [
    (
      .init(group: "phones", items: [.init([("number", "1")]), .init([("bad name", "2")])]),
      "invalid column name 'bad name': use letters, digits and underscores, not starting with a digit"
    ),
    (
      .init(group: "phones", items: [.init([("position", "1")])]),
      "column 'position' holds the item's position; a field cannot take it"
    ),
    (
      .init(group: "phones", items: [.init([("Parent_Key", "1")])]),
      "column 'parent_key' holds the record's key; a field cannot take it"
    ),
    (
      .init(group: "phones", items: [.init([("number", "1"), ("NUMBER", "2")])]),
      "column 'NUMBER' is given twice"
    ),
    (
      .init(
        group: "phones", items: [.init([("kinds_count", "1")], children: [.init(group: "kinds", items: [])])]),
      "column 'kinds_count' holds the number of items of group 'kinds'; a field cannot take it"
    ),
    (
      .init(
        group: "lines",
        items: [.init([], children: [.init(group: "parts", items: [.init([("parent_position", "9")])])])]),
      "column 'parent_position' holds the position of an item it belongs to; a field cannot take it"
    ),
    (
      .init(group: "bad-group", items: [.init([("number", "1")])]),
      "invalid group name 'bad-group': use letters, digits and underscores, not starting with a digit"
    ),
    (
      .init(group: "lines", items: [.init([], children: [.init(group: longGroup, items: [])])]),
      "the table of group '\(longGroup)' of table 'users_lines': invalid table name 'users_lines_\(longGroup)': longer than 128 characters"
    ),
  ]

  @Test(arguments: refusedItems)
  func anItemTheStoreRefusesRollsTheRecordBack(group: ChildRows, message: String) throws {
    try withUsers { users, database, _ throws in
      let error = #expect(throws: StoreError.self) {
        try users.insert([("username", "bob")], children: [group])
      }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message.hasSuffix(message) == true, "\(error?.message ?? "")")
      #expect(try users.contains("bob") == false)
    }
  }

  @Test func aCountColumnCannotBeAFieldOfTheRecord() throws {
    try withUsers { users, _, _ throws in
      let error = #expect(throws: StoreError.self) {
        try users.insert([("username", "bob"), ("phones_count", "9")], children: [phones("1")])
      }
      #expect(
        error?.message.hasSuffix(
          "column 'phones_count' holds the number of items of group 'phones'; a field cannot take it") == true
      )
      let twice = #expect(throws: StoreError.self) {
        try users.insert([("username", "bob")], children: [phones("1"), phones("2")])
      }
      #expect(twice?.message.hasSuffix("group 'phones' is given twice") == true)
      #expect(try users.contains("bob") == false)
    }
  }

  @Test func theRowsAreThereAfterReopening() throws {
    try withUsers { users, _, path throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1", "2")]) == .inserted)
      let reopened = try SQLiteDatabase(path: path)
      #expect(
        try rows(reopened, "SELECT parent_key, position, kind, number FROM users_phones ORDER BY position")
          == ["alice|1|home|1", "alice|2|home|2"])
      #expect(
        try ChildRowsCompleteness.problems(reopened, table: "users", key: "username", group: "phones") == [])
    }
  }

  @Test func theParentKeyIsTheKeyAsStoredInACaseInsensitiveStore() throws {
    try withUsers(keyCase: .insensitive) { users, database, _ throws in
      #expect(try users.insert([("username", "Cafe\u{301}")], children: [phones("1")]) == .inserted)
      #expect(try users.insert([("username", "CAFÉ")], children: [phones("2")]) == .duplicate)
      #expect(try rows(database, "SELECT hex(parent_key), number FROM users_phones") == ["436166C3A9|1"])
      #expect(
        try ChildRowsCompleteness.problems(database, table: "users", key: "username", group: "phones") == [])
    }
  }

  @Test func columnsAreAddedWhenLaterItemsBringThem() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1")]) == .inserted)
      let group = ChildRows(group: "phones", items: [.init([("number", "2"), ("extension", "12")])])
      #expect(try users.insert([("username", "bob")], children: [group]) == .inserted)
      #expect(
        try rows(database, "SELECT parent_key, number, extension FROM users_phones ORDER BY rowid")
          == ["alice|1|-", "bob|2|12"])
    }
  }

  @Test func anEmptyGroupIsCountedAndCreatesNoTable() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones()]) == .inserted)
      #expect(try users.record(forKey: "alice")?["phones_count"] == "0")
      #expect(try database.columnNames(of: "users_phones", "test").isEmpty)
    }
  }

  @Test func groupsInsideItemsGoToGrandChildTables() throws {
    try withUsers { users, database, _ throws in
      func line(_ sku: String, parts: [String]) -> ChildRows.Item {
        .init(
          [("sku", sku)],
          children: [
            .init(
              group: "parts",
              items: parts.map { part in
                .init(
                  [("name", part)], children: [.init(group: "notes", items: [.init([("text", part + "!")])])])
              })
          ])
      }
      let lines = ChildRows(
        group: "lines",
        items: [line("A", parts: ["a1", "a2"]), line("B", parts: []), line("C", parts: ["c1"])])
      #expect(try users.insert([("username", "alice")], children: [lines]) == .inserted)
      #expect(
        try rows(database, "SELECT parent_key, position, sku, parts_count FROM users_lines ORDER BY position")
          == ["alice|1|A|2", "alice|2|B|0", "alice|3|C|1"])
      #expect(
        try rows(
          database,
          "SELECT parent_key, parent_position, position, name, notes_count FROM users_lines_parts ORDER BY rowid"
        )
          == ["alice|1|1|a1|1", "alice|1|2|a2|1", "alice|3|1|c1|1"])
      #expect(
        try rows(
          database,
          "SELECT parent_position_2, parent_position, position, text FROM users_lines_parts_notes ORDER BY rowid"
        )
          == ["1|1|1|a1!", "1|2|1|a2!", "3|1|1|c1!"])
      // Each line's count matches its parts, joined on the parent's identifying columns.
      #expect(
        try rows(
          database,
          """
          SELECT l.position FROM users_lines AS l WHERE l.parts_count <> (SELECT count(*) FROM users_lines_parts AS p
            WHERE p.parent_key = l.parent_key AND p.parent_position = l.position)
          """) == [])
    }
  }

  @Test func theChildTablesHaveAUniqueIndexLedByTheParentKey() throws {
    try withUsers { users, database, _ throws in
      let lines = ChildRows(
        group: "lines", items: [.init([], children: [.init(group: "parts", items: [.init([])])])])
      #expect(try users.insert([("username", "alice")], children: [lines]) == .inserted)
      let indexed = """
        SELECT group_concat(info.name, ',') FROM pragma_index_list(?1) AS list, pragma_index_info(list.name) AS info
        WHERE list."unique" = 1
        """
      for (table, columns) in [
        ("users_lines", "parent_key,position"), ("users_lines_parts", "parent_key,parent_position,position"),
      ] {
        let statement = try database.prepare(indexed, "test")
        try statement.bind([table])
        #expect(try statement.step())
        #expect(statement.text(at: 0) == columns)
      }
    }
  }

  @Test func rowsLeftFromARecordDeletedByHandAreReplaced() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1", "2")]) == .inserted)
      try database.execute("DELETE FROM users WHERE username = 'alice'", "test")
      #expect(
        try ChildRowsCompleteness.problems(database, table: "users", key: "username", group: "phones") == [
          "orphan alice"
        ])
      #expect(try users.insert([("username", "alice")], children: [phones("3")]) == .inserted)
      #expect(try rows(database, "SELECT position, number FROM users_phones") == ["1|3"])
      #expect(
        try ChildRowsCompleteness.problems(database, table: "users", key: "username", group: "phones") == [])
    }
  }

  @Test func theCompletenessCheckFindsAMissingItemAndAGap() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1", "2", "3")]) == .inserted)
      #expect(try users.insert([("username", "bob")], children: [phones("1", "2")]) == .inserted)
      try database.execute("DELETE FROM users_phones WHERE parent_key = 'alice' AND position = 2", "test")
      try database.execute(
        "UPDATE users_phones SET position = 3 WHERE parent_key = 'bob' AND position = 2", "test")
      #expect(
        try ChildRowsCompleteness.problems(database, table: "users", key: "username", group: "phones")
          == ["count alice", "positions alice", "positions bob"])
    }
  }

  @Test func aTableStoreOfTheChildTablesNameIsAClash() throws {
    try withUsers { users, database, _ throws in
      let other = try TableStore(database: database, table: "users_phones", key: "number")
      #expect(try other.insert([("number", "1")]) == .inserted)
      let error = #expect(throws: StoreError.self) {
        try users.insert([("username", "alice")], children: [phones("2")])
      }
      #expect(
        error?.message.hasSuffix(
          "it cannot hold the items of group 'phones' of table 'users': it holds a table store's records; rename the group or the table"
        )
          == true)
      #expect(try users.contains("alice") == false)
    }
  }

  @Test func aChildTableCannotBeOpenedAsAStore() throws {
    try withUsers { users, database, _ throws in
      #expect(try users.insert([("username", "alice")], children: [phones("1")]) == .inserted)
      let error = #expect(throws: StoreError.self) {
        _ = try TableStore(database: database, table: "users_phones", key: "number")
      }
      #expect(
        error?.message.hasSuffix("as a store: it holds the items of group 'phones' of table 'users'") == true)
    }
  }

  @Test func twoGroupsWhoseTablesShareANameClash() throws {
    try withUsers { users, database, _ throws in
      // users + a_b, and users + a + b inside an item: both `users_a_b`.
      let flat = ChildRows(group: "a_b", items: [.init([("x", "1")])])
      let nested = ChildRows(
        group: "a", items: [.init([], children: [.init(group: "b", items: [.init([("y", "2")])])])])
      let error = #expect(throws: StoreError.self) {
        try users.insert([("username", "alice")], children: [flat, nested])
      }
      #expect(
        error?.message.hasSuffix(
          "it cannot hold the items of group 'b' of table 'users_a': it holds those of group 'a_b' of table 'users' keyed by 'username'; rename the group or the table"
        )
          == true)
      #expect(try users.contains("alice") == false)
      #expect(try database.columnNames(of: "users_a_b", "test").isEmpty)
    }
  }

  @Test func aStoreKeyedByAnotherColumnCannotShareTheChildTable() throws {
    try withUsers { users, database, _ throws in
      #expect(
        try users.insert([("username", "alice"), ("email", "a@x")], children: [phones("1")]) == .inserted)
      let byEmail = try TableStore(database: database, table: "users", key: "email")
      let error = #expect(throws: StoreError.self) {
        try byEmail.insert([("email", "b@x"), ("username", "bob")], children: [phones("2")])
      }
      #expect(error?.message.hasSuffix("keyed by 'username'; rename the group or the table") == true)
    }
  }
}
