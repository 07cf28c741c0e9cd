import Foundation

/// A headless Chromium started for one ``Browser``: the process, the two DevTools pipe
/// ends the test holds, its drained standard error, and the teardown that leaves no
/// process behind.
///
/// Started with `posix_spawn`, because the DevTools pipe must be the child's descriptors
/// 3 (commands to the browser) and 4 (replies and events from it), which Foundation's
/// `Process` cannot arrange. Every other descriptor of the test process is closed in the
/// child, so that the browser never holds a pipe another test waits on. The browser leads
/// a process group of its own; its helpers (zygotes, renderers) join it.
final class ChromiumProcess {
  /// The browser's process id, which is also its process group's.
  let pid: pid_t
  /// The test's end of the command pipe (non-blocking).
  let commands: Int32
  /// The test's end of the reply pipe, until the connection takes it.
  let replies: Int32
  /// The last bytes the browser wrote to standard error, for failure messages.
  private let errors = TailBuffer(limit: 16_384)
  private let errorPump: DescriptorPump
  private var reaped = false

  /// Starts `executable arguments…` with `environment` as its whole environment.
  init(executable: String, arguments: [String], environment: [String: String]) throws {
    let commandPipe = try Self.pipe()
    let replyPipe = try Self.pipe()
    let errorPipe = try Self.pipe()
    let childEnds = [commandPipe.read, replyPipe.write, errorPipe.write]
    defer { childEnds.forEach { close($0) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, errorPipe.write, 2)
    posix_spawn_file_actions_adddup2(&actions, commandPipe.read, 3)
    posix_spawn_file_actions_adddup2(&actions, replyPipe.write, 4)
    _ = GNUSpawn.addCloseFrom?(&actions, 5)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    // A process group of its own (0: the child's id), which its helpers join.
    let status = withSpawnAttributes(flags: POSIX_SPAWN_SETPGROUP) {
      posix_spawnattr_setpgroup(&$0, 0)
      return posix_spawn(&child, executable, &actions, &$0, argv, envp)
    }
    guard status == 0 else {
      [commandPipe.write, replyPipe.read, errorPipe.read].forEach { close($0) }
      throw Browser.Failure("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = child
    commands = commandPipe.write
    _ = fcntl(commands, F_SETFL, fcntl(commands, F_GETFL) | O_NONBLOCK)
    replies = replyPipe.read
    errorPump = DescriptorPump(
      owning: errorPipe.read, deliver: { [errors] in errors.append($0) }, end: {})
  }

  /// What the browser last wrote to standard error.
  var standardError: String { errors.text }

  /// Whether the browser process has ended (it is then reaped by ``terminate(grace:)``).
  var hasExited: Bool {
    guard !reaped else { return true }
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
  }

  /// Ends the browser: waits up to `grace` for it to exit by itself (after
  /// `Browser.close`), then sends SIGTERM and, after as long again, SIGKILL; kills what is
  /// left of its process group while its leader is not yet reaped (so the group's id
  /// cannot have been reused), reaps it, then waits for every other process still naming
  /// `profile` on its command line to end, killing those that do not. Idempotent.
  func terminate(grace: Duration, profile: String) {
    guard !reaped else { return }
    if !waitForExit(within: grace) {
      kill(pid, SIGTERM)
      if !waitForExit(within: grace) { kill(pid, SIGKILL) }
    }
    _ = waitForExit(within: .seconds(30))
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    reaped = true
    close(commands)
    errorPump.stop()
    Self.sweep(profile: profile)
  }

  /// Waits until the browser has exited, or `duration` passed; whether it exited.
  private func waitForExit(within duration: Duration) -> Bool {
    let deadline = ContinuousClock.now + duration
    while !hasExited {
      guard ContinuousClock.now < deadline else { return false }
      usleep(20_000)
    }
    return true
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

  /// A pipe whose ends are close-on-exec and numbered above the standard descriptors and
  /// the DevTools ones (3, 4), so that moving them into place in the child never collides.
  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard Glibc.pipe(&ends) == 0 else {
      throw Browser.Failure("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    let moved = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
    ends.forEach { close($0) }
    guard moved.allSatisfy({ $0 >= 0 }) else {
      moved.filter { $0 >= 0 }.forEach { close($0) }
      throw Browser.Failure("cannot move a pipe's ends: \(String(cString: strerror(errno)))")
    }
    return (moved[0], moved[1])
  }

  deinit {
    if !reaped {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      close(commands)
      errorPump.stop()
    }
  }
}

/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), which Swift's Glibc
/// module does not declare: looked up by name; nil on an older C library, where the child
/// then inherits what the test process left open without close-on-exec.
private enum GNUSpawn {
  typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  static let addCloseFrom: CloseFrom? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: CloseFrom.self) }
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
