import Foundation

/// A long-running child of the tests (a browser, a server), started with `posix_spawn` so
/// that it gets exactly what it should:
///
/// - every signal at its default action and none blocked — a child Foundation's `Process`
///   starts inherits the blocked signals of the test's thread, so a SIGTERM sent to stop
///   it would stay pending forever;
/// - the descriptors the test names, standard input and output on `/dev/null` unless
///   named, and nothing else of the test process (no pipe another test waits on);
/// - with `newProcessGroup`, a process group of its own that its helpers join.
///
/// Waits are bounded; the child is killed and reaped when the value is released.
final class ChildProcess {
  /// The child's process id (and, with a group of its own, its group's).
  let pid: pid_t
  private let leadsGroup: Bool
  private var reaped = false

  /// Starts `executable arguments…` in `directory` (nil: the test's) with `environment`
  /// as its whole environment and `descriptors` (the child's number: the test's
  /// descriptor, which the caller still owns) in place.
  init(
    executable: String, arguments: [String], environment: [String: String], directory: String? = nil,
    descriptors: [Int32: Int32], newProcessGroup: Bool
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if descriptors[0] == nil { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
    if descriptors[1] == nil { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
    for (child, parent) in descriptors {
      // Numbered above every child slot (see `pipe()`), so no move overwrites another.
      precondition(parent > (descriptors.keys.max() ?? 2), "descriptor \(parent) may collide")
      posix_spawn_file_actions_adddup2(&actions, parent, child)
    }
    _ = GNUSpawn.addCloseFrom?(&actions, (descriptors.keys.max() ?? 2) + 1)
    if let directory {
      guard let addChangeDirectory = GNUSpawn.addChangeDirectory else {
        throw ChildProcess.Failure("this C library cannot start a child in another directory")
      }
      _ = addChangeDirectory(&actions, directory)
    }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let status = withSpawnAttributes(flags: newProcessGroup ? POSIX_SPAWN_SETPGROUP : 0) {
      if newProcessGroup { posix_spawnattr_setpgroup(&$0, 0) }
      return posix_spawn(&child, executable, &actions, &$0, argv, envp)
    }
    guard status == 0 else {
      throw ChildProcess.Failure("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = child
    leadsGroup = newProcessGroup
  }

  /// A failure to start or to talk to a child.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// Whether the child has ended (it stays a zombie, its id taken, until ``stop(signal:grace:)``
  /// reaps it). A child that is no longer ours to wait for (ECHILD: something else in the
  /// test process reaped it) has ended too, and is never signalled again.
  var hasExited: Bool {
    guard !reaped else { return true }
    var info = siginfo_t()
    if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 {
      reaped = errno == ECHILD
      return reaped
    }
    return info.si_signo == SIGCHLD
  }

  /// Waits until the child has ended, or `duration` passed; whether it ended.
  func waitForExit(within duration: Duration) -> Bool {
    let deadline = ContinuousClock.now + duration
    while !hasExited {
      guard ContinuousClock.now < deadline else { return false }
      usleep(20_000)
    }
    return true
  }

  /// Stops the child: `signal` first (none: it is already ending by itself), SIGKILL when
  /// it has not ended within `grace`; with a group of its own, kills what is left of the
  /// group while the leader is not yet reaped (so the group's id cannot have been
  /// reused); then reaps it. Returns the raw wait status. Idempotent.
  @discardableResult
  func stop(signal: Int32?, grace: Duration) -> Int32 {
    guard !reaped else { return 0 }
    if let signal, !hasExited { kill(pid, signal) }
    if !waitForExit(within: grace), !reaped { kill(pid, SIGKILL) }
    if leadsGroup, waitForExit(within: grace), !reaped { kill(-pid, SIGKILL) }
    guard !reaped else { return 0 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    reaped = true
    return status
  }

  /// A pipe whose ends are close-on-exec and numbered 10 or more, above the descriptors a
  /// child is given, so that moving them into place never collides.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard Glibc.pipe(&ends) == 0 else {
      throw Failure("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    let moved = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
    ends.forEach { close($0) }
    guard moved.allSatisfy({ $0 >= 0 }) else {
      moved.filter { $0 >= 0 }.forEach { close($0) }
      throw Failure("cannot move a pipe's ends: \(String(cString: strerror(errno)))")
    }
    return (moved[0], moved[1])
  }

  deinit {
    if !reaped {
      if leadsGroup { kill(-pid, SIGKILL) }
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }
}

/// The GNU `posix_spawn` file actions (glibc 2.29 and 2.34 and later) that Swift's Glibc
/// module does not declare: looked up by name; nil on an older C library.
private enum GNUSpawn {
  typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>
  typealias CloseFrom = @convention(c) (Actions, Int32) -> Int32
  typealias ChangeDirectory = @convention(c) (Actions, UnsafePointer<CChar>) -> Int32

  /// Closes every descriptor from a number on in the child.
  static let addCloseFrom = function("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)
  /// Changes the child's working directory.
  static let addChangeDirectory = function("posix_spawn_file_actions_addchdir_np", as: ChangeDirectory.self)

  private static func function<F>(_ name: String, as type: F.Type) -> F? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
  }
}
