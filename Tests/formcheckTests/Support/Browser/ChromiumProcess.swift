import Foundation

/// A headless Chromium started for one ``Browser``: the process, the two DevTools pipe
/// ends the test holds, its drained standard error, and the teardown that leaves no
/// process behind.
///
/// Started as a ``ChildProcess`` (`posix_spawn`), because the DevTools pipe must be the
/// child's descriptors 3 (commands to the browser) and 4 (replies and events from it),
/// which Foundation's `Process` cannot arrange. The browser leads a process group of its
/// own; its helpers (zygotes, renderers) join it.
final class ChromiumProcess {
  private let child: ChildProcess
  /// The test's end of the command pipe (non-blocking).
  let commands: Int32
  /// The test's end of the reply pipe, until the connection takes it.
  let replies: Int32
  /// The last bytes the browser wrote to standard error, for failure messages.
  private let errors = TailBuffer(limit: 16_384)
  private let errorPump: DescriptorPump
  private var closed = false

  /// Starts `executable arguments…` with `environment` as its whole environment.
  init(executable: String, arguments: [String], environment: [String: String]) throws {
    let commandPipe = try ChildProcess.pipe()
    let replyPipe = try ChildProcess.pipe()
    let errorPipe = try ChildProcess.pipe()
    let childEnds = [commandPipe.read, replyPipe.write, errorPipe.write]
    defer { childEnds.forEach { close($0) } }
    do {
      child = try ChildProcess(
        executable: executable, arguments: arguments, environment: environment,
        descriptors: [2: errorPipe.write, 3: commandPipe.read, 4: replyPipe.write], newProcessGroup: true)
    } catch {
      [commandPipe.write, replyPipe.read, errorPipe.read].forEach { close($0) }
      throw error
    }
    commands = commandPipe.write
    _ = fcntl(commands, F_SETFL, fcntl(commands, F_GETFL) | O_NONBLOCK)
    replies = replyPipe.read
    errorPump = DescriptorPump(
      owning: errorPipe.read, deliver: { [errors] in errors.append($0) }, end: {})
  }

  /// The browser's process id, which is also its process group's.
  var pid: pid_t { child.pid }

  /// What the browser last wrote to standard error.
  var standardError: String { errors.text }

  /// Whether the browser process has ended.
  var hasExited: Bool { child.hasExited }

  /// Ends the browser: waits up to `grace` for it to exit by itself (after
  /// `Browser.close`), then sends SIGTERM and, after as long again, SIGKILL, with what is
  /// left of its process group; reaps it; then waits for every other process still
  /// naming `profile` on its command line to end, killing those that do not. Idempotent.
  func terminate(grace: Duration, profile: String) {
    guard !closed else { return }
    closed = true
    child.stop(signal: child.waitForExit(within: grace) ? nil : SIGTERM, grace: grace)
    close(commands)
    errorPump.stop()
    Self.sweep(profile: profile)
  }

  /// Waits for the processes naming `profile` (helpers outside the group, such as the
  /// crash handler) to end; kills those still there after a few seconds.
  private static func sweep(profile: String) {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if liveProcesses(naming: profile).isEmpty { return }
      usleep(50_000)
    }
    for straggler in liveProcesses(naming: profile) { kill(straggler, SIGKILL) }
  }

  deinit {
    if !closed {
      close(commands)
      errorPump.stop()
    }
  }

  /// The live (not zombie) processes whose command line contains `needle`.
  static func liveProcesses(naming needle: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
      guard let candidate = pid_t(entry), candidate != getpid(),
        let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: commandLine, as: UTF8.self).contains(needle),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
      return state == "Z" || state == "X" ? nil : candidate
    }
  }
}

/// The last `limit` bytes of a stream, appended to from a pump's thread.
private final class TailBuffer: @unchecked Sendable {
  private let limit: Int
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  init(limit: Int) { self.limit = limit }

  /// Appends `chunk`, dropping the oldest bytes beyond the limit; always goes on.
  func append(_ chunk: [UInt8]) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    bytes += chunk
    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
    return true
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
