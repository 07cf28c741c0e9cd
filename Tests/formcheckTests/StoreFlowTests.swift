import Foundation
import Testing

@testable import FormRules

/// Registering and logging in through the binary, against a real SQLite data directory:
/// races, secrets at rest, crashes mid-write, unusable data directories.
@Suite("Stores end to end", .serialized)
struct StoreFlowTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private var environment: [String: String?] { ["FORMCHECK_DATA_DIR": dataDirectory.path] }

  private func record(_ username: String, _ password: String, repeat repeated: String? = nil) -> String {
    #"{"username":"\#(username)","password":"\#(password)","repeat_password":"\#(repeated ?? password)"}"#
  }

  /// Rows of the users table, read straight from the database file.
  private func users() throws -> [[String: String]] {
    let database = try SQLiteDatabase(path: dataDirectory.appendingPathComponent("formcheck.sqlite3").path)
    let statement = try database.prepare("SELECT * FROM users ORDER BY username", "reading users")
    var rows: [[String: String]] = []
    while try statement.step() {
      var row: [String: String] = [:]
      for column in 0..<statement.columnCount {
        row[statement.columnName(at: column)] = statement.text(at: column)
      }
      rows.append(row)
    }
    return rows
  }

  @Test func registerThenLogIn() throws {
    let registered = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: record("dana_4", "s3cret!x") + "\n",
      environment: environment)
    #expect(registered.lines.first?.contains(#""result":{"status":"ok","message":"Registered"}"#) == true)

    let login = """
      {"username":"dana_4","password":"s3cret!x"}
      {"username":"dana_4","password":"wrong-password"}
      {"username":"nobody_here","password":"s3cret!x"}

      """
    let loggedIn = try Formcheck.run(
      ["batch", "forms/login.yaml", "--tap", "login"], input: login, environment: environment)
    #expect(loggedIn.lines.count == 3)
    #expect(loggedIn.lines[0].contains(#""username":{"status":"ok","message":"Username found""#))
    #expect(loggedIn.lines[0].contains(#""result":{"status":"ok","message":"Logged in"}"#))
    #expect(loggedIn.lines[1].contains(#""result":{"status":"failed","message":"Wrong password"}"#))
    #expect(loggedIn.lines[2].contains(#""username":{"status":"failed","message":"Username does not exist""#))
    #expect(loggedIn.lines[2].contains(#""result":{"status":"failed","message":"Wrong password"}"#))
  }

  @Test func registeringATakenNameFailsWithTheSpecsMessage() throws {
    let input = record("erin_5", "secret1") + "\n" + record("erin_5", "secret2") + "\n"
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: input, environment: environment)
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines[0].contains(#""result":{"status":"ok","message":"Registered"}"#))
    #expect(
      outcome.lines[1].contains(#""username":{"status":"failed","message":"Username is already taken""#))
    #expect(try users().count == 1)
  }

  @Test func sixteenProcessesRacingForOneNameRegisterItOnce() async throws {
    let input = record("frank_6", "secret1") + "\n"
    let environment = self.environment
    let outcomes = try await withThrowingTaskGroup(of: Formcheck.Outcome.self) { group in
      for _ in 0..<16 {
        group.addTask {
          try Formcheck.run(
            ["batch", "forms/register.yaml", "--tap", "register"], input: input, environment: environment)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let registered = outcomes.filter {
      $0.stdout.contains(#""result":{"status":"ok","message":"Registered"}"#)
    }
    #expect(registered.count == 1)
    for outcome in outcomes where !outcome.stdout.contains(#""status":"ok","message":"Registered""#) {
      // Either the lookup already saw the name (button disabled), or the insert lost.
      #expect(
        outcome.stdout.contains("Username is already taken"),
        "unexpected: \(outcome.stdout) \(outcome.stderr)")
    }
    #expect(outcomes.allSatisfy { $0.stderr.isEmpty })
    #expect(try users().count == 1)
  }

  @Test func aCanaryPasswordNeverReachesDiskOrOutput() throws {
    let canary = "Canary-Pw-51c0ffee"
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: record("gina_7", canary) + "\n",
      environment: environment)
    #expect(outcome.stdout.contains(#""message":"Registered""#))
    #expect(!outcome.stdout.contains(canary) && !outcome.stderr.contains(canary))
    let stored = try #require(try users().first?["password"])
    #expect(stored.hasPrefix("$scrypt$ln=14,r=8,p=5$"))
    for name in try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path) {
      let bytes = try Data(contentsOf: dataDirectory.appendingPathComponent(name))
      #expect(bytes.range(of: Data(canary.utf8)) == nil, "canary found in \(name)")
    }
    #expect(try users().first?["repeat_password"] == nil)
  }

  @Test func killingABulkRegisterLeavesOnlyCompleteRows() throws {
    let input = (0..<200).map { record("bulk_user_\($0)", "secret\($0)x") }.joined(separator: "\n") + "\n"
    let inputFile = dataDirectory.appendingPathComponent("signups.jsonl")
    try input.write(to: inputFile, atomically: false, encoding: .utf8)
    let process = Process()
    process.executableURL = Formcheck.binary
    process.arguments = ["batch", "forms/register.yaml", inputFile.path, "--tap", "register"]
    process.currentDirectoryURL = Formcheck.repositoryRoot
    process.environment = ProcessInfo.processInfo.environment.merging([
      "FORMCHECK_DATA_DIR": dataDirectory.path
    ]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 2.5)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let database = try SQLiteDatabase(path: dataDirectory.appendingPathComponent("formcheck.sqlite3").path)
    let check = try database.prepare("PRAGMA integrity_check", "checking integrity")
    #expect(try check.step())
    #expect(check.text(at: 0) == "ok")
    let rows = try users()
    #expect(rows.count < 200)
    for row in rows {
      #expect(row["username"]?.hasPrefix("bulk_user_") == true)
      #expect(row["password"].map { PasswordHasher.PHCString(parsing: $0) != nil } == true)
    }
  }

  @Test func anUnusableDataDirectoryIsAClearError() throws {
    let file = dataDirectory.appendingPathComponent("a-file")
    try "x".write(to: file, atomically: false, encoding: .utf8)
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--data-dir", file.appendingPathComponent("data").path],
      input: record("hank_8", "secret1") + "\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("a-file/data"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test func aMissingDataDirectoryIsCreated() throws {
    let fresh = dataDirectory.appendingPathComponent("nested/fresh")
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--data-dir", fresh.path, "--tap", "register"],
      input: record("ivan_9", "secret1") + "\n")
    #expect(outcome.status == 0)
    #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("formcheck.sqlite3").path))
  }
}
