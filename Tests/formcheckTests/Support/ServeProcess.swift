import Foundation

/// `formcheck serve` started by a test on a port the system picks (`--port 0`): the
/// address it listens on, read from the one line it writes to standard error once bound
/// (`formcheck serve: listening on http://HOST:PORT/`), and a stop by SIGTERM, as a
/// service manager stops it.
///
/// Standard error is drained for as long as the server runs, so it never blocks on a full
/// pipe; what it wrote shows in failures. Every wait is bounded; the server is stopped
/// when the value is released.
final class ServeProcess {
  /// What the server writes once it listens, before its address.
  static let listeningPrefix = "formcheck serve: listening on "
  /// How long the server may take to start listening, to write an awaited line, or to stop.
  static let patience: Duration = .seconds(60)

  private let child: ChildProcess
  private let output: ServeOutput
  private let pump: DescriptorPump
  /// The server's root address, `http://HOST:PORT/`.
  let url: URL

  /// Starts `formcheck serve arguments…` (with the environment's variables and
  /// `environment`, messages in English) in the repository root, as a ``ChildProcess``
  /// (so that SIGTERM reaches it); returns once it listens. Throws, with the exit status
  /// and everything it wrote, when it ends or stays silent instead.
  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    let arguments = ["serve"] + arguments
    var variables = ProcessInfo.processInfo.environment
    variables["LC_ALL"] = nil
    variables["LC_MESSAGES"] = nil
    variables["LANG"] = "C.UTF-8"
    variables.merge(environment) { $1 }
    let errors = try ChildProcess.pipe()
    defer { close(errors.write) }
    let child: ChildProcess
    do {
      child = try ChildProcess(
        executable: Formcheck.binary.path, arguments: arguments, environment: variables,
        directory: Formcheck.repositoryRoot.path, descriptors: [2: errors.write], newProcessGroup: false)
    } catch {
      close(errors.read)
      throw error
    }
    let output = ServeOutput()
    let pump = DescriptorPump(
      owning: errors.read, deliver: { [output] in output.append($0) }, end: { [output] in output.finish() })
    self.child = child
    self.output = output
    self.pump = pump
    do {
      url = try output.waitForAddress(
        before: ContinuousClock.now + Self.patience, running: { [child] in !child.hasExited })
    } catch {
      let status = Self.stop(child, signal: SIGTERM, pump: pump, output: output)
      throw ChildProcess.Failure(
        "formcheck \(arguments.joined(separator: " ")) did not start listening (\(error)); "
          + "\(Self.describe(status)); standard error:\n\(output.text)")
    }
  }

  /// Starts `formcheck serve specs… --port 0 --data-dir dataDirectory --quiet` (and
  /// `arguments`), as ``init(_:environment:)`` does.
  convenience init(specs: [String] = ["forms/"], dataDirectory: URL, arguments: [String] = []) throws {
    try self.init(specs + ["--port", "0", "--data-dir", dataDirectory.path, "--quiet"] + arguments)
  }

  /// The address of `path` on the server (`forms/register`).
  func address(_ path: String) -> URL { url.appendingPathComponent(path) }

  /// The root address as text, `http://HOST:PORT/`.
  var baseURL: String { url.absoluteString }

  /// The port the server listens on.
  var port: UInt16 { UInt16(url.port ?? 0) }

  /// The server's process id.
  var pid: pid_t { child.pid }

  /// What the server wrote to standard error so far.
  var stderr: String { output.text }

  /// Sends `signal` and waits for the server to end (SIGKILL when it does not within
  /// ``patience``); returns its exit status (nil when a signal ended it) and all it wrote
  /// on standard error. Idempotent.
  @discardableResult
  func stop(signal: Int32 = SIGTERM) -> (status: Int32?, stderr: String) {
    let status = Self.stop(child, signal: signal, pump: pump, output: output)
    return (status & 0x7F == 0 ? (status >> 8) & 0xFF : nil, output.text)
  }

  /// Stops `child` with `signal` as ``stop(signal:)`` says, then, once its standard error
  /// has been read to the end (or a few seconds passed), `pump`.
  private static func stop(
    _ child: ChildProcess, signal: Int32, pump: DescriptorPump, output: ServeOutput
  ) -> Int32 {
    let status = child.stop(signal: signal, grace: patience)
    output.waitForEnd(before: ContinuousClock.now + .seconds(5))
    pump.stop()
    return status
  }

  /// A raw wait status in words.
  private static func describe(_ status: Int32) -> String {
    status & 0x7F == 0 ? "exit status \((status >> 8) & 0xFF)" : "killed by signal \(status & 0x7F)"
  }

  deinit { stop() }
}

/// What `formcheck serve` wrote to standard error, appended from a pump's thread, and the
/// wait for its listening line.
private final class ServeOutput: @unchecked Sendable {
  /// The most kept, so that a chatty server cannot grow the test's memory.
  private static let limit = 1 << 20
  private let condition = NSCondition()
  private var bytes: [UInt8] = []
  private var ended = false

  func append(_ chunk: [UInt8]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    if bytes.count < Self.limit { bytes += chunk.prefix(Self.limit - bytes.count) }
    condition.broadcast()
    return true
  }

  func finish() {
    condition.lock()
    ended = true
    condition.broadcast()
    condition.unlock()
  }

  var text: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Waits until standard error has ended, or `deadline`.
  func waitForEnd(before deadline: ContinuousClock.Instant) {
    condition.lock()
    defer { condition.unlock() }
    while !ended, ContinuousClock.now < deadline { _ = condition.wait(until: Date().addingTimeInterval(0.1)) }
  }

  /// Waits for the listening line and returns its address; throws when standard error
  /// ends, the process ends (checked with `running`), or `deadline` passes first.
  func waitForAddress(before deadline: ContinuousClock.Instant, running: () -> Bool) throws -> URL {
    while true {
      condition.lock()
      // Only whole lines: the address may still be on its way.
      let text = String(decoding: bytes[..<(bytes.lastIndex(of: 10) ?? 0)], as: UTF8.self)
      let over = ended
      condition.unlock()
      for line in text.split(separator: "\n") where line.hasPrefix(ServeProcess.listeningPrefix) {
        let address = line.dropFirst(ServeProcess.listeningPrefix.count)
        guard let url = URL(string: String(address)), url.scheme == "http", url.port != nil else {
          throw ChildProcess.Failure("the listening line has no http://HOST:PORT/ address: \(line)")
        }
        return url
      }
      if over || !running() { throw ChildProcess.Failure("the server ended before it listened") }
      guard ContinuousClock.now < deadline else { throw ChildProcess.Failure("no listening line in time") }
      condition.lock()
      _ = condition.wait(until: Date().addingTimeInterval(0.1))
      condition.unlock()
    }
  }
}
