import Foundation

/// A program run on a pseudo-terminal of its own, driven the way a person at a terminal
/// drives it: the test types bytes, and reads what the terminal shows.
///
/// The terminal is made with `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`; the
/// child is started with `posix_spawn` in a new session (`POSIX_SPAWN_SETSID`) and opens
/// the terminal's other side as standard input, output and error, which makes it its
/// controlling terminal — so Ctrl-C and Ctrl-Z typed here reach it as signals, and
/// `/dev/tty` is this terminal. Every wait is bounded (`poll` with a deadline), and the
/// child is killed when the value is released.
final class PseudoTerminal {
  /// Something the terminal did not do in time, with everything it showed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How the child ended.
  enum Ending: Equatable {
    /// `exit(status)`.
    case exited(Int32)
    /// Killed by this signal.
    case signaled(Int32)
  }

  /// How long any wait lasts before the test fails.
  static let patience: Duration = .seconds(30)

  /// The terminal's side the test holds.
  private let master: Int32
  /// The program's side, held open too, so that what was typed and not read stays in
  /// the terminal after the program ends (see ``unreadInput()``).
  private let slave: Int32
  /// The child process.
  let pid: pid_t
  /// Everything the terminal showed so far.
  private(set) var shown: [UInt8] = []
  /// How far ``expect(_:)`` has matched ``shown``.
  private var cursor = 0
  /// How the child ended, once it did.
  private var ending: Ending?

  /// Starts `formcheck arguments…` (or `program`) on a new terminal, with `TERM=xterm` and `environment` added to (or, with nil values, removed
  /// from) the inherited one. With `standardOutput`, standard output goes to that file
  /// instead of the terminal (`formcheck run SPEC > FILE`).
  init(
    _ arguments: [String], program: String? = nil, environment: [String: String?] = [:],
    standardOutput: URL? = nil
  ) throws {
    let (master, terminalPath) = try Self.openPair()
    self.master = master

    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm"
    for (key, value) in environment { variables[key] = value }
    let executable = program ?? Formcheck.binary.path
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The new session has no controlling terminal: opening this one makes it so.
    posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    if let standardOutput {
      posix_spawn_file_actions_addopen(&actions, 1, standardOutput.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }

    var child: pid_t = 0
    let status = withSpawnAttributes(flags: Unix98.spawnSetSID) {
      posix_spawn(&child, executable, &actions, &$0, argv, envp)
    }
    slave = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard status == 0 else {
      close(master)
      close(slave)
      throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = child
  }

  /// Starts `formcheck arguments…` as a job of a shell with job control (`sh -c 'set -m
  /// …'`), the way a person starts it at their shell: Ctrl-Z stops it, the shell then
  /// prints `[stopped STATUS]` and reads a line, and on that line brings the job back
  /// with `fg`. (Run directly in a session of its own, a program's process group is
  /// orphaned, and the kernel discards the stop signals a terminal sends it.)
  static func jobOfShell(_ arguments: [String], environment: [String: String?] = [:]) throws -> PseudoTerminal
  {
    try PseudoTerminal(
      ["-c", #"set -m; "$@"; echo "[stopped $?]"; read line; fg"#, "sh", Formcheck.binary.path] + arguments,
      program: "/bin/sh", environment: environment)
  }

  /// The process id of the shell's job (a child of ``pid``).
  func job() throws -> pid_t {
    let deadline = ContinuousClock.now + Self.patience
    while ContinuousClock.now < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let candidate = pid_t(entry), let stat = Self.stat(of: candidate) else { continue }
        if stat.parent == pid { return candidate }
      }
      usleep(10_000)
    }
    throw Failure(description: "the shell started no job")
  }

  /// A process's state letter (`S`, `T` for stopped…) and parent, from `/proc/PID/stat`.
  static func stat(of process: pid_t) -> (state: Character, parent: pid_t)? {
    guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
    return (state, parent)
  }

  /// Waits until `process` is stopped.
  func waitUntilStopped(_ process: pid_t) throws {
    let deadline = ContinuousClock.now + Self.patience
    while ContinuousClock.now < deadline {
      if Self.stat(of: process)?.state == "T" { return }
      drain(for: .milliseconds(10))
    }
    throw Failure(
      description: """
        process \(process) did not stop (\(Self.signalState(of: process)); terminal \
        echoes: \(echoes), line mode: \(isCanonical)); shown: \(text.debugDescription)
        """)
  }

  /// What `/proc/PID/status` says of a process's name, state and signals (pending, blocked,
  /// ignored, caught): what a failed wait for a stop needs to be understood.
  static func signalState(of process: pid_t) -> String {
    guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else {
      return "no such process"
    }
    let wanted = ["Name:", "State:", "SigPnd:", "ShdPnd:", "SigBlk:", "SigIgn:", "SigCgt:", "Threads:"]
    return text.split(separator: "\n").filter { line in wanted.contains { line.hasPrefix($0) } }
      .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.joined(separator: ", ")
  }

  /// Waits until the program reads key by key (the terminal out of line mode, as the line
  /// editor and the secret reader set it). A control key such as Ctrl-D typed before
  /// that is taken by the terminal's line discipline instead, and may be lost when the
  /// mode changes — a person never types that fast after a prompt, a test does.
  func waitUntilReadingKeys() throws {
    let deadline = ContinuousClock.now + Self.patience
    while ContinuousClock.now < deadline {
      if !isCanonical { return }
      drain(for: .milliseconds(5))
    }
    throw Failure(description: "the program never read key by key; shown: \(text.debugDescription)")
  }

  // MARK: Typing and reading

  /// Types `text`.
  func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// Types `bytes`, reading what the terminal shows meanwhile so that neither side blocks.
  func send(_ bytes: [UInt8]) throws {
    var offset = 0
    let deadline = ContinuousClock.now + Self.patience
    while offset < bytes.count {
      guard ContinuousClock.now < deadline else {
        throw Failure(
          description: "could not type \(bytes.count - offset) bytes; shown: \(text.debugDescription)")
      }
      var descriptor = pollfd(fd: master, events: Int16(POLLOUT | POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      if descriptor.revents & Int16(POLLIN) != 0 { readAvailable() }
      guard descriptor.revents & Int16(POLLOUT) != 0 else { continue }
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 512)) }
      if written > 0 { offset += written }
    }
  }

  /// Waits until `needle` shows after what earlier expectations matched; returns what
  /// showed from there up to and including it.
  @discardableResult
  func expect(_ needle: String) throws -> String {
    let wanted = Array(needle.utf8)
    let deadline = ContinuousClock.now + Self.patience
    while true {
      if let range = find(wanted, from: cursor) {
        let seen = String(decoding: shown[cursor..<range.upperBound], as: UTF8.self)
        cursor = range.upperBound
        return seen
      }
      guard ContinuousClock.now < deadline, readSome(timeout: 100) else {
        throw Failure(description: "never saw \(needle.debugDescription); shown: \(text.debugDescription)")
      }
    }
  }

  /// Everything the terminal showed, as text.
  var text: String { String(decoding: shown, as: UTF8.self) }

  /// The terminal's mode as the program set it (on Linux the pseudo-terminal's two sides
  /// share one mode).
  var mode: termios {
    var mode = termios()
    _ = tcgetattr(master, &mode)
    return mode
  }

  /// Whether the terminal echoes what is typed.
  var echoes: Bool { mode.c_lflag & tcflag_t(ECHO) != 0 }

  /// Whether the terminal is in line mode (canonical), as a shell leaves it.
  var isCanonical: Bool { mode.c_lflag & tcflag_t(ICANON) != 0 }

  /// What was typed and is still waiting to be read — by the shell, once the program
  /// has ended. Switches the terminal out of line mode first, so that a partial line
  /// counts too.
  func unreadInput() -> [UInt8] {
    var raw = mode
    raw.c_lflag &= ~tcflag_t(ICANON)
    _ = tcsetattr(master, TCSANOW, &raw)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(slave, $0.baseAddress, $0.count) }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
    }
  }

  /// Waits for the child to end, reading what it shows meanwhile.
  func waitForEnd() throws -> Ending {
    let deadline = ContinuousClock.now + Self.patience
    while ending == nil {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let signal = status & 0x7F
        ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
      } else {
        guard ContinuousClock.now < deadline else {
          throw Failure(description: "the program did not end; shown: \(text.debugDescription)")
        }
        drain(for: .milliseconds(20))
      }
    }
    drain(for: .milliseconds(50))
    return ending ?? .exited(-1)
  }

  /// Reads what shows during `duration`.
  private func drain(for duration: Duration) {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end, readSome(timeout: 10) {}
  }

  /// Waits up to `timeout` ms for output and reads it; false when the terminal is closed
  /// on the other side.
  private func readSome(timeout: Int32) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    if ready < 0 { return errno == EINTR }
    if ready == 0 { return true }
    return readAvailable()
  }

  /// Reads what is there; false at the end (EIO once the last holder of the other side
  /// closed it).
  @discardableResult
  private func readAvailable() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    if count > 0 {
      shown += chunk[..<count]
      return true
    }
    return count < 0 && (errno == EAGAIN || errno == EINTR)
  }

  /// The range of `needle` in ``shown`` at or after `start`.
  private func find(_ needle: [UInt8], from start: Int) -> Range<Int>? {
    guard !needle.isEmpty, shown.count - start >= needle.count else { return nil }
    for index in start...(shown.count - needle.count) where shown[index] == needle[0] {
      if shown[index..<(index + needle.count)].elementsEqual(needle) { return index..<(index + needle.count) }
    }
    return nil
  }

  /// A new pseudo-terminal: the side the test holds (non-blocking) and the path of the
  /// program's side.
  static func openPair() throws -> (primary: Int32, replicaPath: String) {
    let primary = Unix98.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    var name = [UInt8](repeating: 0, count: 128)
    guard primary >= 0, Unix98.grantpt(primary) == 0, Unix98.unlockpt(primary) == 0,
      name.withUnsafeMutableBytes({ Unix98.ptsname(primary, $0.baseAddress, $0.count) }) == 0
    else {
      if primary >= 0 { close(primary) }
      throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
    return (primary, String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
  }

  deinit {
    if ending == nil {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }
}

/// The pseudo-terminal calls of `<stdlib.h>` and the `posix_spawn` flag of `<spawn.h>`
/// that glibc declares only for `_XOPEN_SOURCE`/`_GNU_SOURCE`, which Swift's Glibc module
/// does not define: looked up by name, with their C signatures.
private enum Unix98 {
  typealias OpenFunction = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int32

  /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later).
  static let spawnSetSID: Int32 = 0x80

  static let openpt = function("posix_openpt", as: OpenFunction.self)
  static let grantpt = function("grantpt", as: OpenFunction.self)
  static let unlockpt = function("unlockpt", as: OpenFunction.self)
  static let ptsname = function("ptsname_r", as: NameFunction.self)

  private static func function<F>(_ name: String, as type: F.Type) -> F {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
      fatalError("glibc has no \(name)")
    }
    return unsafeBitCast(symbol, to: type)
  }
}
