import Foundation
import PostgresTestSupport
import Synchronization
import Testing

@testable import FormRules

/// What only the PostgreSQL store has: racing writers in several pools (as in several
/// processes), and a server that drops its connections. Against a real server
/// (``TestPostgresServer``); skipped, saying so, where PostgreSQL is not installed.
@Suite(
  "PostgreSQL table store",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct PostgresStoreTests {
  /// What the racing threads report, per name.
  private final class Outcomes: Sendable {
    let byName = Mutex<[String: [Result<TableStore.InsertOutcome, StoreError>]]>([:])
  }

  @Test func racingWritersInTwoPoolsGiveExactlyOneWinnerPerName() throws {
    let server = try TestPostgresServer.shared.get()
    let url = try server.makeDatabase()
    // Two pools, as two processes would have: the same database, other strings.
    let pools = try ["a", "b"].map { try PostgresDatabase.shared(url + "&application_name=pool_\($0)") }
    #expect(pools[0] !== pools[1])
    let names = (1...12).map { "user_\($0)" }
    let outcomes = Outcomes()
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let threads = 12
    for thread in 0..<threads {
      done.enter()
      Thread {
        defer { done.leave() }
        go.wait()
        let database = pools[thread % 2]
        for name in names {
          // Half the threads spell the names in capitals: the same names, folded.
          let spelled = thread % 3 == 0 ? name.uppercased() : name
          let result = Result { () throws(StoreError) -> TableStore.InsertOutcome in
            // Opening races too: the first openers create the table and its indexes.
            let users = try database.openTable("users", key: "username", keyCase: .insensitive)
            return try database.insert(
              users, [("username", spelled), ("password", "p\(thread)")], children: [])
          }
          outcomes.byName.withLock { $0[name, default: []].append(result) }
        }
      }.start()
    }
    for _ in 0..<threads { go.signal() }
    done.wait()
    let byName = outcomes.byName.withLock { $0 }
    for name in names {
      let results = byName[name] ?? []
      let errors = results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
      #expect(errors.isEmpty, "\(name): \(errors)")
      #expect(results.filter { (try? $0.get()) == .inserted }.count == 1, "\(name)")
      #expect(results.filter { (try? $0.get()) == .duplicate }.count == threads - 1, "\(name)")
    }
    #expect(try server.sql("SELECT count(*) FROM users", database: url) == "\(names.count)")
  }

  @Test func aDroppedConnectionFailsOneOperationThenTheNextReconnects() throws {
    // A server of its own: the restart drops every connection to it.
    let server = try TestPostgresServer()
    defer { server.stop() }
    let url = try server.makeDatabase()
    let database = try PostgresDatabase.shared(url)
    let users = try database.openTable("users", key: "username", keyCase: .sensitive)
    #expect(try database.insert(users, [("username", "alice")], children: []) == .inserted)
    try server.restart()
    let error = #expect(throws: StoreError.self) { _ = try database.contains(users, "alice") }
    #expect(error?.kind == .unavailable)
    #expect(error?.message == "cannot look up a key in table 'users': the database is unavailable")
    #expect(error?.detail?.hasPrefix("PostgreSQL, no SQLSTATE: ") == true)
    #expect(try database.contains(users, "alice"))
    #expect(try database.insert(users, [("username", "bob")], children: []) == .inserted)
    #expect(try database.insert(users, [("username", "alice")], children: []) == .duplicate)
  }

  @Test func aConnectionWaitsForLocksAsLongAsSQLiteDoes() throws {
    let database = try PostgresDatabase.shared(try TestPostgresServer.shared.get().makeDatabase())
    let timeout = try database.run("test") { (connection) throws(PostgresConnection.Failure) in
      try connection.execute("SHOW lock_timeout").rows.first?.first ?? nil
    }
    #expect(timeout == "5s")
    #expect(PostgresConnection.lockTimeoutMilliseconds == Int(SQLiteDatabase.busyTimeoutMilliseconds))
  }

  @Test func sessionsOnPostgreSQLShareItsUsers() throws {
    let server = try TestPostgresServer.shared.get()
    let url = try server.makeDatabase()
    let spec = try FormSpec(
      yaml: """
        form: account
        stores:
          users: { table: users, key: username, case: insensitive }
        fields:
          username:
            rules:
              - absent_in: users
                message: Username is already taken
        buttons:
          register:
            action: { insert: users }
            failed: Username is already taken
        """)
    let environment = FormEnvironment(storage: .postgreSQL(url))
    let first = try Form(spec: spec, environment: environment)
    let second = try Form(spec: spec, environment: environment)
    #expect(first.engine.stores.database === second.engine.stores.database)
    try first.set("username", to: "Alice_1")
    first.settle()
    try first.tap("register")
    first.settle()
    #expect(first.snapshot.button("register")?.result?.status == .ok)
    try second.set("username", to: "ALICE_1")
    second.settle()
    #expect(try second.fieldState(at: "username").result == .failed("Username is already taken"))
  }
}

/// Connection strings hold passwords: none reaches a message or a description.
@Suite("PostgreSQL connection strings")
struct PostgresConnectionStringTests {
  @Test func aPasswordIsNeverInAMessage() throws {
    // Port 1 on the loopback: nothing listens, the connection fails at once.
    let database = try PostgresDatabase.shared("postgresql://formrules:hunter2secret@127.0.0.1:1/users_db")
    #expect(database.name == "database 'users_db' on '127.0.0.1:1'")
    let error = #expect(throws: StoreError.self) {
      _ = try database.openTable("users", key: "username", keyCase: .sensitive)
    }
    #expect(error?.kind == .unavailable)
    #expect(error?.message == "cannot create table 'users': the database is unavailable")
    // The operator's log says which database and why; neither says the password.
    let detail = try #require(error?.detail)
    #expect(detail.hasPrefix("PostgreSQL, no SQLSTATE: connection to server at \"127.0.0.1\", port 1 failed"))
    #expect(detail.hasSuffix("; database 'users_db' on '127.0.0.1:1'"))
    #expect(error?.logMessage.contains("hunter2secret") == false)
  }

  @Test func aStringLibpqCannotReadIsRefusedWithoutQuotingIt() {
    let error = #expect(throws: StoreError.self) {
      _ = try PostgresDatabase.shared(
        "postgresql://formrules:hunter2secret@db.example.org:notaport/x?bogus=1")
    }
    #expect(error?.kind == .invalidInput)
    #expect(error?.message.contains("hunter2secret") == false)
  }

  @Test func theStorageDescriptionHidesTheString() {
    let storage = FormEnvironment.Storage.postgreSQL("postgresql://u:hunter2secret@h/db")
    #expect("\(storage)" == "postgreSQL(…)")
    #expect(String(reflecting: storage).contains("hunter2secret") == false)
  }
}
