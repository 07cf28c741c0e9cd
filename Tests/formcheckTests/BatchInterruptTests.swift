import Foundation
import Testing

@testable import FormRules

/// SIGINT and SIGTERM during `formcheck batch`: the record in hand is finished, every
/// line of the records done is written, and the exit status is 130 or 143.
@Suite("formcheck batch, interrupted", .serialized)
struct BatchInterruptTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  /// The number of rows in the users table, or nil while the database cannot be read
  /// (not created yet, or locked by the writer).
  private func userCount() -> Int? {
    let path = dataDirectory.appendingPathComponent("formcheck.sqlite3").path
    guard FileManager.default.fileExists(atPath: path),
      let database = try? SQLiteDatabase(path: path),
      let statement = try? database.prepare("SELECT count(*) FROM users", "counting users"),
      (try? statement.step()) == true
    else { return nil }
    return statement.text(at: 0).flatMap { Int($0) }
  }

  @Test func anInterruptedTapBatchWritesALineForEveryInsert() throws {
    let input = dataDirectory.appendingPathComponent("records.jsonl")
    try RegisterRecords.lines(5_000).write(to: input, atomically: false, encoding: .utf8)
    let spawned = try SpawnedFormcheck(
      ["batch", "forms/register.yaml", "--tap", "register"],
      stdin: try FileHandle(forReadingFrom: input),
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    // Wait until some users are registered (the batch is mid-way), then press Ctrl-C.
    while spawned.process.isRunning, (userCount() ?? 0) < 3 { usleep(10_000) }
    spawned.process.interrupt()
    killIfStuck(spawned)
    let outcome = spawned.wait()
    #expect(outcome.exited)
    #expect(outcome.status == 130)
    let rows = try #require(userCount())
    #expect(rows >= 3 && rows < 5_000)
    #expect(outcome.lines.count == rows)
    #expect(outcome.lines.allSatisfy { $0.contains(#""result":{"status":"ok","message":"Registered"}"#) })
    #expect(outcome.lines.last?.hasPrefix(#"{"record":\#(rows),"#) == true)
  }

  /// Ends `spawned` with SIGKILL should it outlive a signal by a minute (a batch that
  /// ignores it while waiting for input): its outcome then shows the kill, never 143.
  private func killIfStuck(_ spawned: SpawnedFormcheck) {
    let process = spawned.process
    Thread {
      for _ in 0..<600 where process.isRunning { usleep(100_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }.start()
  }

  @Test func aTapBatchWaitingForInputStopsAtOnceWithEveryLine() throws {
    // Standard input stays open: the batch waits in `read` when the signal comes.
    let input = Pipe()
    let spawned = try SpawnedFormcheck(
      ["batch", "forms/register.yaml", "--tap", "register"], stdin: input,
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    try input.fileHandleForWriting.write(contentsOf: Data(RegisterRecords.lines(5).utf8))
    while spawned.process.isRunning, (userCount() ?? 0) < 5 { usleep(10_000) }
    spawned.process.terminate()
    killIfStuck(spawned)
    let outcome = spawned.wait()
    try input.fileHandleForWriting.close()
    #expect(outcome.exited)
    #expect(outcome.status == 143)
    #expect(outcome.lines.count == 5)
    #expect(outcome.lines.last?.hasPrefix(#"{"record":5,"#) == true)
  }

  @Test(arguments: ["1", "2"])
  func aTerminatedBatchWritesWholeLinesInOrder(jobs: String) throws {
    let input = Pipe()
    let output = Pipe()
    let spawned = try SpawnedFormcheck(
      ["batch", "forms/register.yaml", "--jobs", jobs], stdin: input, stdout: output,
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    // Enough records that output appears (it goes out in blocks of 64 KiB) while the
    // batch runs; the signal comes once it has.
    let writer = Thread {
      // Fails with EPIPE once the batch has stopped reading and gone.
      try? input.fileHandleForWriting.write(contentsOf: Data(RegisterRecords.lines(20_000).utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    var stdout = output.fileHandleForReading.readData(ofLength: 1)
    spawned.process.terminate()
    killIfStuck(spawned)
    stdout += output.fileHandleForReading.readDataToEndOfFile()
    let outcome = spawned.wait()
    #expect(outcome.exited)
    #expect(outcome.status == 143)
    let lines = String(decoding: stdout, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")  // the output ends with a whole line
    for (index, line) in lines.dropLast().enumerated() {
      #expect(line.hasPrefix(#"{"record":\#(index + 1),"valid":true"#) && line.hasSuffix("}}}"))
    }
    #expect(lines.count > 1 && lines.count <= 20_001)
  }
}
