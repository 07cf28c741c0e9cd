import Foundation

/// A `formcheck` process started with standard streams the test chooses (a file, a pipe
/// whose reader is gone, a pseudo-terminal), for what ``Formcheck/run(_:program:input:environment:directory:)``
/// cannot set up: signals mid-run, unwritable output.
final class SpawnedFormcheck {
  /// What the process did.
  struct Outcome {
    /// Its exit status, or the signal that ended it.
    var status: Int32
    /// Whether it exited (rather than being killed by a signal).
    var exited: Bool
    /// Standard output, when it was collected.
    var stdout: String
    /// Standard error.
    var stderr: String

    /// Standard output's non-empty lines.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  let process = Process()
  private let output: ErrorCollector?
  private let errors: ErrorCollector

  /// Starts `formcheck arguments…` in the repository root with `stdin` (a `FileHandle` or
  /// `Pipe`), `stdout` (the same; `nil`: a pipe collected here) and `environment` added to
  /// the inherited one.
  init(
    _ arguments: [String], stdin: Any, stdout: Any? = nil, environment: [String: String] = [:]
  ) throws {
    _ = signal(SIGPIPE, SIG_IGN)
    process.executableURL = Formcheck.binary
    process.arguments = arguments
    process.currentDirectoryURL = Formcheck.repositoryRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = stdin
    let errorPipe = Pipe()
    process.standardError = errorPipe
    if let stdout {
      process.standardOutput = stdout
      output = nil
    } else {
      let outputPipe = Pipe()
      process.standardOutput = outputPipe
      output = ErrorCollector(outputPipe.fileHandleForReading)
    }
    errors = ErrorCollector(errorPipe.fileHandleForReading)
    try process.run()
  }

  /// Waits for the process to end and returns what it did.
  func wait() -> Outcome {
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, exited: process.terminationReason == .exit,
      stdout: output.map { String(decoding: $0.wait(), as: UTF8.self) } ?? "",
      stderr: String(decoding: errors.wait(), as: UTF8.self))
  }
}
