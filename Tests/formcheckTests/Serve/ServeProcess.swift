import Foundation

/// A `formcheck serve` process started by a test: it waits for the listening line and
/// reads the port from it, collects standard error, and stops the server.
final class ServeProcess {
  /// Standard error read so far, and whether it ended, guarded by its condition.
  private final class ErrorText: @unchecked Sendable {
    // Unchecked: every access holds `changed`'s lock.
    var text = ""
    var ended = false
    let changed = NSCondition()
  }

  let process = Process()
  /// The port the server listens on.
  private(set) var port: UInt16 = 0
  /// The URL of the listening line (`http://HOST:PORT/`).
  private(set) var baseURL = ""
  private let errors = ErrorText()

  /// Starts `formcheck serve arguments…` in the repository root and waits until it listens;
  /// throws when it exits first (with what it wrote).
  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = Formcheck.binary
    process.arguments = ["serve"] + arguments
    process.currentDirectoryURL = Formcheck.repositoryRoot
    var variables = ProcessInfo.processInfo.environment
    variables["LC_ALL"] = nil
    variables["LC_MESSAGES"] = nil
    variables["LANG"] = "C.UTF-8"
    process.environment = variables.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardError = pipe
    try process.run()
    let handle = pipe.fileHandleForReading
    Thread { [errors] in
      while true {
        let data = handle.availableData
        errors.changed.lock()
        if data.isEmpty { errors.ended = true } else { errors.text += String(decoding: data, as: UTF8.self) }
        errors.changed.broadcast()
        errors.changed.unlock()
        if data.isEmpty { return }
      }
    }.start()
    let marker = "formcheck serve: listening on "
    guard let line = waitForLine(containing: marker) else {
      process.waitUntilExit()
      throw ServeProcessError(message: "serve exited \(process.terminationStatus): \(stderr)")
    }
    baseURL = String(line.dropFirst(marker.count))
    let afterColon = baseURL.split(separator: ":").last ?? ""
    port = UInt16(afterColon.trimmingCharacters(in: CharacterSet(charactersIn: "/"))) ?? 0
  }

  /// Standard error so far.
  var stderr: String {
    errors.changed.lock()
    defer { errors.changed.unlock() }
    return errors.text
  }

  /// The first line of standard error containing `text`, waiting for it until standard
  /// error ends.
  func waitForLine(containing text: String) -> String? {
    errors.changed.lock()
    defer { errors.changed.unlock() }
    while true {
      if let line = errors.text.split(separator: "\n").first(where: { $0.contains(text) }) {
        return String(line)
      }
      if errors.ended { return nil }
      errors.changed.wait()
    }
  }

  /// Sends `signal` and waits for the process to end; returns its exit status (nil when a
  /// signal ended it) and all it wrote on standard error.
  func stop(signal: Int32 = SIGTERM) -> (status: Int32?, stderr: String) {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    _ = waitForLine(containing: "\u{0}")  // standard error to its end
    return (process.terminationReason == .exit ? process.terminationStatus : nil, stderr)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}

/// A server that did not start.
struct ServeProcessError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
