import Foundation
import PostgresTestSupport
import Testing

/// `formcheck serve --database`: several server processes share one PostgreSQL database,
/// so a name registered through one is taken through another; skipped, saying so, where
/// PostgreSQL is not installed.
@Suite(
  "formcheck serve with a PostgreSQL database",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct ServePostgresTests {
  @Test func aNameRegisteredThroughOneServerIsTakenThroughAnother() throws {
    let database = try TestPostgresServer.shared.get().makeDatabase()
    let dataDirectory = try Formcheck.temporaryDirectory()
    let first = try ServeProcess(["forms/register.yaml", "--port", "0", "--quiet", "--database", database])
    let second = try ServeProcess(
      ["forms/register.yaml", "--port", "0", "--quiet"],
      environment: ["FORMCHECK_DATABASE_URL": database, "FORMCHECK_DATA_DIR": dataDirectory.path])
    defer {
      _ = first.stop()
      _ = second.stop()
    }
    let record = RegisterRecords.record("shared_1")
    let registered = try first.validate("register", record, tap: "register")
    #expect(registered.object("buttons", "register", "result")?["status"] as? String == "ok")
    let again = try second.validate("register", record, tap: "register")
    #expect(again.object("fields", "username")?["message"] as? String == "Username is already taken")
    #expect(again.object("buttons", "register")?["result"] == nil)
    // Nothing was written beside the database, and the connection string is never shown.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).isEmpty)
    for server in [first, second] { #expect(!server.stop().stderr.contains(database)) }
  }
}
