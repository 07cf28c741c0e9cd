import Foundation
import Testing

@testable import formcheck

/// The progress line of `formcheck batch`: its text, and where it is shown.
@Suite("formcheck batch progress")
struct BatchProgressTests {
  @Test func theLineShowsRecordsAndRate() {
    #expect(
      BatchProgress.line(records: 12_000, seconds: 3, bytesRead: nil, totalBytes: nil)
        == "formcheck batch: 12000 records, 4000 records/s")
  }

  @Test func withTheInputSizeTheLineShowsTheShareReadAndTheTimeLeft() {
    #expect(
      BatchProgress.line(records: 500, seconds: 10, bytesRead: 250, totalBytes: 1_000)
        == "formcheck batch: 500 records, 50 records/s, 25% read, about 30s left")
    // The reader reads ahead: the offset may pass the size the file had at the start.
    #expect(
      BatchProgress.line(records: 9, seconds: 2, bytesRead: 2_000, totalBytes: 1_000)
        == "formcheck batch: 9 records, 5 records/s, 100% read, about 0s left")
    #expect(
      BatchProgress.line(records: 0, seconds: 0, bytesRead: 0, totalBytes: 1_000)
        == "formcheck batch: 0 records, 0 records/s, 0% read")
  }

  @Test(arguments: [(0.2, "1s"), (42, "42s"), (185, "3m05s"), (3_720, "1h02m"), (90_000, "25h00m")])
  func durations(seconds: Double, text: String) {
    #expect(BatchProgress.duration(seconds) == text)
  }

  @Test func nothingIsShownWhenStandardErrorIsNotATerminal() throws {
    // Long enough (many times the redraw interval in a debug build) for a line to be due.
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--jobs", "1"], input: RegisterRecords.lines(50_000))
    #expect(outcome.lines.count == 50_000)
    #expect(outcome.stderr.isEmpty)
  }

  /// Runs a batch with standard error on a pseudo-terminal, feeding records until the
  /// terminal shows a progress line (or `quiet` batches end), and returns what the
  /// terminal received.
  private func terminalOutput(quiet: Bool) throws -> String {
    let terminal = try StandardErrorTerminal()
    let input = Pipe()
    let process = Process()
    process.executableURL = Formcheck.binary
    process.arguments = ["batch", "forms/register.yaml"] + (quiet ? ["--quiet"] : [])
    process.currentDirectoryURL = Formcheck.repositoryRoot
    process.standardInput = input
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = terminal.replica
    try process.run()
    try terminal.replica.close()
    let chunk = Data(RegisterRecords.lines(1_000).utf8)
    var shown = Data()
    // Quiet: 40 chunks take many redraw intervals, and nothing may show in that time.
    for _ in 0..<(quiet ? 40 : 100_000) {
      try input.fileHandleForWriting.write(contentsOf: chunk)
      if !quiet, let text = terminal.availableOutput() {
        shown += text
        if String(decoding: shown, as: UTF8.self).contains("records/s") { break }
      }
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    shown += terminal.remainingOutput()
    #expect(process.terminationStatus == 0)
    return String(decoding: shown, as: UTF8.self)
  }

  @Test func onATerminalTheLineIsShownAndClearedAtTheEnd() throws {
    let shown = try terminalOutput(quiet: false)
    #expect(shown.hasPrefix("\rformcheck batch: "))
    #expect(shown.contains(" records/s"))
    // Cleared: the last thing written is blanks over the line, then a carriage return.
    #expect(shown.hasSuffix("\r"))
    let last = try #require(shown.split(separator: "\r").last)
    #expect(!last.isEmpty && last.allSatisfy { $0 == " " })
  }

  @Test func quietShowsNothingOnATerminal() throws {
    #expect(try terminalOutput(quiet: true).isEmpty)
  }
}

/// A pseudo-terminal for a child's standard error only: the test reads the primary side.
private final class StandardErrorTerminal {
  let primary: Int32
  let replica: FileHandle

  init() throws {
    let (primary, path) = try PseudoTerminal.openPair()
    self.primary = primary
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else {
      close(primary)
      throw POSIXError(.ENODEV)
    }
    replica = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  deinit { close(primary) }

  /// What the terminal has received and not yet read, without waiting; nil for nothing.
  func availableOutput() -> Data? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(primary, &buffer, buffer.count)
      guard count > 0 else { break }
      data.append(contentsOf: buffer[..<count])
    }
    return data.isEmpty ? nil : data
  }

  /// What is left once the child has exited (and so closed its side).
  func remainingOutput() -> Data {
    availableOutput() ?? Data()
  }
}
