import Foundation
import PostgresTestSupport
import Testing

/// PostgreSQL's failures through the binary, against a throwaway server: clients (the
/// API, batch lines) get this project's words and kind only — never a value, a hash, the
/// database's name or its socket; the operator's log (standard error) says more, never a
/// value. Skipped, saying so, where PostgreSQL is not installed.
@Suite(
  "PostgreSQL failures in the project's words",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct PostgresStoreFailureTests {
  let server: TestPostgresServer
  let url: String
  /// The database's name, as the URL gives it.
  let databaseName: String

  init() throws {
    server = try TestPostgresServer.shared.get()
    url = try server.makeDatabase()
    databaseName = String(url.dropFirst("postgresql:///".count).prefix { $0 != "?" })
  }

  /// The socket directory of `url`.
  private var socketDirectory: String {
    String(url.split(separator: "host=")[1].prefix { $0 != "&" })
  }

  /// What no client may see: the user's values, the hash, the database, its socket, and
  /// PostgreSQL's DETAIL (which quotes the row).
  private func expectNothingLeaks(
    _ text: String, _ username: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for leak in [username, "secret1", "$scrypt$", "Failing row", "Key (", databaseName, socketDirectory] {
      #expect(!text.contains(leak), "\(leak) in \(text)", sourceLocation: sourceLocation)
    }
  }

  /// Runs `batch forms/register.yaml --tap register --database URL` on a record for `username`.
  private func register(_ username: String, database: String? = nil) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register", "--database", database ?? url],
      input: RegisterRecords.record(username) + "\n")
  }

  @Test func aTableWithAColumnTheFormDoesNotFillIsASchemaMismatch() throws {
    // A NOT NULL column the form does not fill: PostgreSQL refuses the row (23502) with a
    // DETAIL that quotes it, the password's hash among its values.
    _ = try server.sql(
      "CREATE TABLE users (username text, password text, email text NOT NULL)", database: url)
    let outcome = try register("alice_9")
    let line = try #require(outcome.lines.first)
    #expect(
      line.contains(
        #""result":{"status":"failed","message":"cannot insert into table 'users': the table does not have the columns this form needs","error":"schema_mismatch"}"#
      ), "\(line)")
    expectNothingLeaks(line, "alice_9")
    // The operator's log names the SQLSTATE, PostgreSQL's primary message and the database.
    #expect(outcome.stderr.contains("formcheck batch: store error: cannot insert into table 'users': "))
    #expect(outcome.stderr.contains(#"(PostgreSQL, SQLSTATE 23502: null value in column "email""#))
    #expect(outcome.stderr.contains("database '\(databaseName)'"))
    for leak in ["alice_9", "secret1", "$scrypt$", "Failing row"] { #expect(!outcome.stderr.contains(leak)) }

    let serve = try ServeProcess(["forms/register.yaml", "--port", "0", "--quiet", "--database", url])
    let response = try serve.validate("register", RegisterRecords.record("bob_10"), tap: "register")
    #expect(response.status == 503)
    #expect(
      response.json["error"] as? String == "a store of form 'register' cannot be used (schema_mismatch)")
    expectNothingLeaks(response.body, "bob_10")
    let log = serve.stop().stderr
    #expect(log.contains("formcheck serve: store error: cannot insert into table 'users': "))
    #expect(log.contains("SQLSTATE 23502"))
    for leak in ["bob_10", "secret1", "$scrypt$", "Failing row"] { #expect(!log.contains(leak)) }
  }

  @Test func aMessageThatQuotesTheValueStaysOutOfTheLogToo() throws {
    // PostgreSQL's primary message for text in an integer column quotes the text:
    // `invalid input syntax for type integer: "carol_11"`.
    _ = try server.sql("CREATE TABLE users (username integer)", database: url)
    let outcome = try register("carol_11")
    let line = try #require(outcome.lines.first)
    #expect(
      line.contains(
        #""message":"cannot insert into table 'users': the database refused a value as too large or of the wrong type","error":"invalid_input"}"#
      ), "\(line)")
    expectNothingLeaks(line, "carol_11")
    #expect(
      outcome.stderr.contains("(PostgreSQL, SQLSTATE 22P02; database '\(databaseName)'"), "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("carol_11"))
  }

  @Test func aDatabaseThatDoesNotExistIsUnavailableWithoutItsName() throws {
    let missing = server.url(database: "no_such_db_12")
    let serve = try ServeProcess(["forms/register.yaml", "--port", "0", "--quiet", "--database", missing])
    let response = try serve.validate("register", RegisterRecords.record("dave_12"), tap: "register")
    #expect(response.status == 503)
    #expect(response.json["error"] as? String == "a store of form 'register' cannot be opened")
    for leak in ["dave_12", "no_such_db_12", socketDirectory] { #expect(!response.body.contains(leak)) }
    // The operator's log says which database and why.
    let log = serve.stop().stderr
    #expect(
      log.contains("formcheck serve: store error: cannot create table 'users': the database is unavailable"))
    #expect(log.contains(#"database "no_such_db_12" does not exist"#), "\(log)")

    let batch = try register("dave_12", database: missing)
    #expect(batch.status == 2)
    #expect(batch.stdout.isEmpty)
    #expect(batch.stderr.contains(#"database "no_such_db_12" does not exist"#))
  }
}
