import Foundation
import Testing

/// Every command checks its writes: a full disk is an error (exit 2, told on standard
/// error), a closed pipe ends the command quietly (exit 141, as `SIGPIPE` would).
@Suite("Output failures")
struct OutputFailureTests {
  /// Each command with input that makes it write.
  static let commands: [(arguments: [String], input: String)] = [
    (["schema"], ""),
    (["check", "forms/register.yaml"], ""),
    (["check", "forms/register.yaml", "--format", "json"], ""),
    (["graph", "forms/register.yaml"], ""),
    (["run", "forms/register.yaml"], "set username abc\nshow\n"),
    (["run", "forms/register.yaml", "--json"], "set username abc\n"),
    (["batch", "forms/register.yaml"], RegisterRecords.lines(3)),
    (["batch", "forms/register.yaml", "--jobs", "2"], RegisterRecords.lines(3)),
  ]

  /// Starts `formcheck arguments…` with `input` on standard input (a file), standard
  /// output on `stdout`, and a data directory of its own.
  static func start(_ arguments: [String], input: String, stdout: Any) throws -> SpawnedFormcheck {
    let directory = try Formcheck.temporaryDirectory()
    let url = directory.appendingPathComponent("input.txt")
    try input.write(to: url, atomically: false, encoding: .utf8)
    return try SpawnedFormcheck(
      arguments, stdin: try FileHandle(forReadingFrom: url), stdout: stdout,
      environment: ["FORMCHECK_DATA_DIR": directory.path])
  }

  @Test(arguments: commands)
  func aFullDiskIsAnErrorWithExitTwo(arguments: [String], input: String) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let outcome = try Self.start(arguments, input: input, stdout: full).wait()
    #expect(outcome.exited)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("standard output: write failed: no space left on device"))
  }

  @Test(arguments: commands)
  func aClosedPipeEndsQuietlyWithExit141(arguments: [String], input: String) throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()  // the reader is gone before anything is written
    let outcome = try Self.start(arguments, input: input, stdout: pipe).wait()
    #expect(outcome.exited)
    #expect(outcome.status == 141)
    #expect(outcome.stderr.isEmpty)
  }

  @Test func aBatchWhoseReaderLeavesMidwayStopsQuietly() throws {
    // `formcheck batch … | head -1`: the reader takes one line and goes.
    let pipe = Pipe()
    let spawned = try Self.start(
      ["batch", "forms/register.yaml"], input: RegisterRecords.lines(5_000), stdout: pipe)
    let first = pipe.fileHandleForReading.readData(ofLength: 1)
    try pipe.fileHandleForReading.close()
    let outcome = spawned.wait()
    #expect(first == Data("{".utf8))
    #expect(outcome.exited)
    #expect(outcome.status == 141)  // the output is far larger than a pipe holds
    #expect(outcome.stderr.isEmpty)
  }
}
