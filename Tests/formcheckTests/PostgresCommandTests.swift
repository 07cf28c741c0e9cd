import Foundation
import PostgresTestSupport
import Synchronization
import Testing

/// `--database` and `FORMCHECK_DATABASE_URL` through the binary, against a throwaway
/// PostgreSQL server (``TestPostgresServer``); skipped, saying so, where PostgreSQL is not
/// installed.
@Suite(
  "formcheck with a PostgreSQL database",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct PostgresCommandTests {
  let server: TestPostgresServer
  let url: String
  /// A data directory that must stay empty: the tables are in PostgreSQL.
  let dataDirectory: URL

  init() throws {
    server = try TestPostgresServer.shared.get()
    url = try server.makeDatabase()
    dataDirectory = try Formcheck.temporaryDirectory()
  }

  @Test func batchRegistersInPostgreSQLAndLoginReadsItThroughTheVariable() throws {
    let registered = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register", "--database", url],
      input: RegisterRecords.record("alice_1") + "\n" + RegisterRecords.record("ALICE_1") + "\n",
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    #expect(registered.lines.count == 2)
    #expect(registered.lines[0].contains(#""result":{"status":"ok","message":"Registered"}"#))
    #expect(registered.lines[1].contains("Username is already taken"))
    #expect(registered.status == 1)
    let loggedIn = try Formcheck.run(
      ["batch", "forms/login.yaml", "--tap", "login"],
      input: #"{"username":"Alice_1","password":"secret1"}"# + "\n",
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path, "FORMCHECK_DATABASE_URL": url])
    #expect(loggedIn.lines.first?.contains(#""result":{"status":"ok","message":"Logged in"}"#) == true)
    #expect(loggedIn.status == 0)
    #expect(try server.sql("SELECT username FROM users", database: url) == "alice_1")
    // The password is stored as its hash only.
    #expect(try server.sql("SELECT password FROM users", database: url).hasPrefix("$scrypt$"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).isEmpty)
  }

  @Test func runScriptsRegisterInPostgreSQL() throws {
    let outcome = try Formcheck.run(
      ["run", "forms/register.yaml", "--database", url],
      input: "set username bob_22\nset password secret1\nset repeat_password secret1\ntap register\n",
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    #expect(outcome.stdout.contains("register: ok(Registered)"), "\(outcome.stderr)")
    #expect(try server.sql("SELECT count(*) FROM users WHERE username = 'bob_22'", database: url) == "1")
  }

  @Test func processesRacingToRegisterTheSameNamesGetOneWinnerEach() throws {
    try race(spec: "forms/register.yaml", button: "register", names: 6) { RegisterRecords.record($0) }
  }

  @Test func processesRacingOverTwoThousandNamesWithoutASecretGetOneWinnerEach() throws {
    try race(spec: SignupFixture.path, button: SignupFixture.button, names: 2_000) {
      SignupFixture.record($0)
    }
  }

  /// Runs 4 `formcheck batch spec --tap button` processes at once, each over all of
  /// `names` names `racer_1` … (`record(name)` a line): the even ones in order, the odd
  /// ones backwards, so each name is attempted by two pairs in step, meeting in the middle.
  /// Expects each name to have one `ok` among the 4 outputs and 3 clean "taken", no
  /// PostgreSQL conflict on standard error, and one row per name.
  private func race(
    spec: String, button: String, names count: Int, record: (String) -> String
  ) throws {
    let names = (1...count).map { "racer_\($0)" }
    let orders = (0..<4).map { $0.isMultiple(of: 2) ? names : names.reversed() }
    let outcomes = Mutex([Formcheck.Outcome?](repeating: nil, count: orders.count))
    let done = DispatchGroup()
    for (process, order) in orders.enumerated() {
      let input = order.map(record).joined(separator: "\n") + "\n"
      done.enter()
      Thread { [url] in
        defer { done.leave() }
        let outcome = try? Formcheck.run(["batch", spec, "--tap", button, "--database", url], input: input)
        outcomes.withLock { $0[process] = outcome }
      }.start()
    }
    done.wait()
    var attempts: [String: [String]] = [:]
    for (order, outcome) in zip(orders, outcomes.withLock({ $0 })) {
      let outcome = try #require(outcome)
      #expect(outcome.lines.count == count, "\(outcome.stderr)")
      let stderr = outcome.stderr.lowercased()
      for text in RaceOutcome.conflicts { #expect(!stderr.contains(text), "\(outcome.stderr)") }
      for (name, line) in zip(order, outcome.lines) {
        attempts[name, default: []].append(RaceOutcome.of(line: line, button: button))
      }
    }
    for name in names { RaceOutcome.expectOneWinner(attempts[name] ?? [], of: name, among: orders.count) }
    #expect(
      try server.sql("SELECT count(*), count(DISTINCT username) FROM users", database: url)
        == "\(count)|\(count)")
  }

  @Test func aServerRestartMidBatchFailsTheRecordThatMetItAndLaterRecordsSucceed() throws {
    // A server of its own: the restart drops every connection to it.
    let server = try TestPostgresServer()
    defer { server.stop() }
    let url = try server.makeDatabase()
    let process = Process()
    process.executableURL = Formcheck.executable(named: "formcheck")
    process.arguments = ["batch", "forms/register.yaml", "--tap", "register", "--database", url, "--quiet"]
    process.currentDirectoryURL = Formcheck.repositoryRoot
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let lines = ErrorCollector(output.fileHandleForReading)
    func send(_ username: String) throws {
      try input.fileHandleForWriting.write(contentsOf: Data((RegisterRecords.record(username) + "\n").utf8))
    }
    // The first record is in the table once the batch has read and tapped it (its output
    // line may wait in a buffer, so the table tells; it is missing until the batch opens it).
    try send("before_1")
    var polls = 0
    while (try? server.sql("SELECT count(*) FROM users", database: url)) != "1" {
      polls += 1
      try #require(polls < 600, "the first record was not registered")
      usleep(50_000)
    }
    try server.restart()
    try send("during_2")
    try send("after_3")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    let result = String(decoding: lines.wait(), as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(result.count == 3)
    #expect(result.first?.contains(#""result":{"status":"ok""#) == true)
    // The record that met the dropped connection failed with a store error …
    #expect(result.count > 1 && result[1].contains(#""error":"unavailable""#), "\(result)")
    #expect(result.count > 1 && !result[1].contains(#""result":{"status":"ok""#))
    // … and the next one reconnected.
    #expect(result.last?.contains(#""result":{"status":"ok""#) == true)
    #expect(process.terminationStatus == 1)
    #expect(
      try server.sql("SELECT username FROM users ORDER BY username", database: url) == "after_3\nbefore_1")
  }

  @Test(arguments: ["mysql://root:hunter2secret@db/users", "hunter2secret"])
  func aStringThatIsNoConnectionStringIsRefusedUnquoted(_ value: String) throws {
    let outcome = try Formcheck.run(["batch", "forms/register.yaml", "--database", value])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--database needs a postgresql:// or postgres:// URL"))
    #expect(!outcome.stderr.contains("hunter2secret"))
  }

  @Test func anUnreachableServerIsAStoreErrorWithoutThePassword() throws {
    let outcome = try Formcheck.run(
      ["run", "forms/register.yaml"], input: "show\n",
      environment: ["FORMCHECK_DATABASE_URL": "postgresql://formrules:hunter2secret@127.0.0.1:1/users_db"])
    #expect(outcome.status == 2)
    // Standard error is the operator's: it names the database and says why, after the
    // project's own words.
    #expect(
      outcome.stderr.hasPrefix(
        "formcheck run: cannot create table 'users': the database is unavailable (PostgreSQL, no SQLSTATE: "))
    #expect(outcome.stderr.contains("; database 'users_db' on '127.0.0.1:1')"))
    #expect(!outcome.stderr.contains("hunter2secret"))
  }
}
