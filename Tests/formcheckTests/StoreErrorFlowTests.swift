import Foundation
import Testing

/// Store errors through the binary: told with their own message and an `"error"` member,
/// never as the spec's `failed:` text; unsafe data directories refused with the fix.
@Suite("Store errors end to end", .serialized)
struct StoreErrorFlowTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private var environment: [String: String?] { ["FORMCHECK_DATA_DIR": dataDirectory.path] }
  private var databasePath: String { dataDirectory.appendingPathComponent("formcheck.sqlite3").path }

  /// Registers `username` with password `secret1` through `batch --tap`.
  private func register(_ username: String) throws {
    let record = #"{"username":"\#(username)","password":"secret1","repeat_password":"secret1"}"#
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: record + "\n", environment: environment)
    #expect(outcome.status == 0)
  }

  /// Replaces every `old` in the database file with `new`, of the same length, in place.
  private func patchDatabase(_ old: String, _ new: String) throws {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: databasePath)))
    let (from, to) = (Array(old.utf8), Array(new.utf8))
    var index = 0
    var count = 0
    while index + from.count <= bytes.count {
      if Array(bytes[index..<index + from.count]) == from {
        bytes.replaceSubrange(index..<index + from.count, with: to)
        count += 1
      }
      index += 1
    }
    #expect(count > 0)
    try Data(bytes).write(to: URL(fileURLWithPath: databasePath))
  }

  @Test func aTamperedHashIsAStoreErrorNotAWrongPassword() throws {
    try register("dana_4")
    try patchDatabase("$scrypt$ln=14,r=8,p=5$", "$scrypt$ln=15,r=7,p=9$")
    let outcome = try Formcheck.run(
      ["batch", "forms/login.yaml", "--tap", "login"],
      input: #"{"username":"dana_4","password":"secret1"}"# + "\n",
      environment: environment)
    let line = try #require(outcome.lines.first)
    #expect(!line.contains("Wrong password"))
    #expect(line.contains(#""error":"corrupt"}"#))
    #expect(
      line.contains(#""result":{"status":"failed","message":"cannot verify 'password' with table 'users': "#))
  }

  @Test func aDamagedDatabaseIsAStoreErrorNotTheNameTaken() throws {
    try register("erin_5")
    // Overwrite the table's pages and its indexes' (after the first, which holds the
    // schema): the key's, and the folded key's of `case: insensitive`.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: databasePath))
    try handle.seek(toOffset: 4096)
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 12288))
    try handle.close()
    let record = #"{"username":"frank_6","password":"secret1","repeat_password":"secret1"}"#
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: record + "\n", environment: environment)
    let line = try #require(outcome.lines.first)
    #expect(!line.contains("Username is already taken"))
    #expect(
      line.contains(
        #""username":{"status":"failed","message":"could not check store 'users': cannot look up a key in table 'users': the database is damaged","error":"corrupt","enabled":true}"#
      ), "\(line)")
    // The line does not name the file; the operator's log does, with SQLite's words.
    #expect(!line.contains(dataDirectory.path))
    #expect(
      outcome.stderr.contains(
        "formcheck batch: store error: cannot look up a key in table 'users': the database is damaged"))
    #expect(
      outcome.stderr.contains(
        "(SQLite result code 11: database disk image is malformed; file '\(databasePath)')"))
  }

  @Test func aLockedDatabaseIsBusyInTheProjectsWordsInBatchAndServe() throws {
    try register("hana_8")
    let lock = try DatabaseLock(databasePath)
    defer { lock.release() }
    // The insert waits for the lock for SQLite's busy timeout (5 s), then fails as busy.
    let batch = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: RegisterRecords.record("ivan_9") + "\n",
      environment: environment)
    let line = try #require(batch.lines.first)
    #expect(
      line.contains(
        #""result":{"status":"failed","message":"cannot insert into table 'users': the database is busy; try again","error":"busy"}"#
      ), "\(line)")
    #expect(!line.contains(dataDirectory.path))
    #expect(batch.stderr.contains("(SQLite result code 5: database is locked; file '\(databasePath)')"))

    let serve = try ServeProcess(specs: ["forms/register.yaml"], dataDirectory: dataDirectory)
    let response = try serve.validate("register", RegisterRecords.record("june_10"), tap: "register")
    #expect(response.status == 503)
    #expect(response.json["error"] as? String == "a store of form 'register' cannot be used (busy)")
    #expect(!response.body.contains(dataDirectory.path))
    #expect(!response.body.contains("june_10"))
    let log = serve.stop().stderr
    #expect(
      log.contains(
        "formcheck serve: store error: cannot insert into table 'users': the database is busy; try again"))
    #expect(log.contains("database is locked; file '\(databasePath)'"))
  }

  @Test func aDataDirectoryOthersCanWriteIsRefusedNamingTheFix() throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: dataDirectory.path)
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml"], input: #"{"username":"gina_7"}"# + "\n", environment: environment)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("run 'chmod 700 \(dataDirectory.path)'"))
    #expect(outcome.stdout.isEmpty)
  }
}

/// Another process holding the write lock of a SQLite database (`BEGIN EXCLUSIVE` in
/// Python's sqlite3) until ``release()``.
private final class DatabaseLock {
  private let process = Process()
  private let input = Pipe()

  /// Takes the lock on the database at `path`; returns once it is held.
  init(_ path: String) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
        + "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); sys.stdin.read()",
      path,
    ]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readData(ofLength: 7), as: UTF8.self)
    try #require(said == "locked\n", "the lock was not taken")
  }

  /// Ends the holder, which releases the lock.
  func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
