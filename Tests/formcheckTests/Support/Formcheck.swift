import Foundation

/// Runs the built `formcheck` binary the way a user would, and captures what it did.
enum Formcheck {
  /// What one run produced.
  struct Outcome {
    /// Exit status.
    var status: Int32
    /// Standard output, as text.
    var stdout: String
    /// Standard error, as text.
    var stderr: String

    /// Standard output's non-empty lines.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// The repository root.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `formcheck` binary next to the test bundle.
  static var binary: URL { executable(named: "formcheck") }

  /// The package's executable `name`, built next to the test bundle.
  static func executable(named name: String) -> URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return repositoryRoot.appendingPathComponent(".build/debug/\(name)")
  }

  /// Runs `program arguments…` (by default `formcheck`) in the repository root with
  /// `input` on standard input and `environment` added to (or, with nil values, removed
  /// from) the inherited one, whose locale variables are reset to `LANG=C.UTF-8`.
  static func run(
    _ arguments: [String], program: String = "formcheck", input: String = "",
    environment: [String: String?] = [:], directory: URL = repositoryRoot
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable(named: program)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var variables = ProcessInfo.processInfo.environment
    // Messages in the specs' default locale, whatever the machine's: a test that wants
    // another sets these.
    variables["LC_ALL"] = nil
    variables["LC_MESSAGES"] = nil
    variables["LANG"] = "C.UTF-8"
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    _ = ignoreBrokenPipes
    try process.run()
    let writer = Thread {
      // A child may exit without reading its input (a usage error): the write then fails
      // with EPIPE, which is expected and harmless.
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = ErrorCollector(stderr.fileHandleForReading)
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// Makes writing to a pipe whose reader has exited fail with EPIPE instead of killing
  /// the test process with SIGPIPE; evaluated once, before the first child starts.
  private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// A fresh temporary directory (a data directory, a place for records), private to the
  /// user whatever the umask, as a data directory must be.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("formcheck-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return url
  }
}

/// Reads a pipe to its end on a thread of its own, so that a full stderr pipe never
/// blocks the child while the test reads stdout.
final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
