package import Foundation

/// A throwaway PostgreSQL server for tests: `initdb` into a fresh temporary directory,
/// `pg_ctl start` listening only on a Unix socket in that directory (no TCP port), trust
/// authentication for its one role. When the tests run as root (CI), `initdb` and the
/// server run as the unprivileged user `nobody` (through `setpriv`), which owns the
/// directory, since PostgreSQL refuses to run as root.
///
/// Tests share ``shared`` (starting a server takes seconds) and each takes a fresh
/// database from ``makeDatabase()``. The server is stopped, and its directory removed, by
/// a watchdog shell that waits for its standard input (a pipe from this process) to
/// close: at ``stop()``, at the test process's normal end, and also when the test
/// process is killed — nothing is left running.
///
/// Tests that need it are enabled only if ``isAvailable`` (the Debian package
/// `postgresql`, which `scripts/bootstrap` installs); ``unavailableReason`` says why not.
///
/// Sendable: its properties are set once, at start.
package final class TestPostgresServer: @unchecked Sendable {
  /// Why the server could not be used.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// The directory of PostgreSQL's programs: the newest `/usr/lib/postgresql/VERSION/bin`
  /// with `initdb` and `pg_ctl`, else the directory of `pg_ctl` on the `PATH`.
  package static let binaries: URL? = {
    let root = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      .compactMap { Int($0) }.sorted(by: >)
    for version in versions {
      let bin = URL(fileURLWithPath: "\(root)/\(version)/bin")
      if hasPrograms(bin) { return bin }
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let bin = URL(fileURLWithPath: String(directory))
      if hasPrograms(bin) { return bin }
    }
    return nil
  }()

  /// Whether PostgreSQL's server programs are installed.
  package static var isAvailable: Bool { binaries != nil }

  /// Why the PostgreSQL tests are skipped.
  package static let unavailableReason =
    "PostgreSQL is not installed (no initdb and pg_ctl under /usr/lib/postgresql/*/bin or on the PATH); run scripts/bootstrap"

  /// The server the tests share, started on first use.
  package static let shared = Result {
    let server = try TestPostgresServer()
    atexit { TestPostgresServer.stopShared() }
    return server
  }

  /// The database role the tests connect as (the server's superuser).
  package static let role = "formrules"

  /// The temporary directory: the data directory `data`, the log `log` and the socket.
  package let directory: String
  private let bin: URL
  /// The watchdog's process, and the writing end of its standard input (-1 once closed).
  private var watchdog: pid_t = 0
  nonisolated(unsafe) private var watchdogInput: Int32 = -1
  /// The prefix that runs a program as the server's user (empty unless root).
  private let asServerUser: [String]
  private let counter = NSLock()
  nonisolated(unsafe) private var databases = 0

  /// Creates, starts and watches a server; throws when a step fails, with its output.
  package init() throws {
    guard let bin = Self.binaries else { throw Failure(description: "PostgreSQL is not installed") }
    self.bin = bin
    // Short: a Unix socket's path is limited to about 100 bytes.
    directory = "/tmp/formrules-pg-" + UUID().uuidString.prefix(8).lowercased()
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    if getuid() == 0 {
      guard let user = getpwnam("nobody") else {
        throw Failure(description: "the tests run as root and there is no user 'nobody' to run PostgreSQL as")
      }
      let (uid, gid) = (user.pointee.pw_uid, user.pointee.pw_gid)
      guard chown(directory, uid, gid) == 0 else {
        throw Failure(
          description: "cannot give \(directory) to 'nobody': \(String(cString: strerror(errno)))")
      }
      asServerUser = ["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
    } else {
      asServerUser = []
    }
    try run(
      "initdb",
      ["-D", "\(directory)/data", "-U", Self.role, "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"])
    try run(
      "pg_ctl", ["-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-o", serverOptions, "start"])
    // From here the watchdog stops the server when this process closes its pipe.
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let pgCtl = bin.appendingPathComponent("pg_ctl").path
    let script = #"cat >/dev/null; "$0" -D "$1/data" -m immediate -w stop >/dev/null 2>&1; rm -rf "$1""#
    watchdog = try Self.spawn(
      asServerUser + ["/bin/sh", "-c", script, pgCtl, directory], input: ends[0], output: "/dev/null")
    close(ends[0])
    watchdogInput = ends[1]
  }

  /// The options the server runs with: no TCP, the socket in the directory, no fsync
  /// (a throwaway database), room for the concurrency tests' connections.
  private var serverOptions: String {
    "-c listen_addresses='' -c unix_socket_directories='\(directory)' -c fsync=off -c max_connections=300"
  }

  /// A connection URL for database `name` (no password: trust authentication).
  package func url(database name: String) -> String {
    "postgresql:///\(name)?host=\(directory)&user=\(Self.role)"
  }

  /// Creates a fresh, empty database and returns its connection URL.
  package func makeDatabase() throws -> String {
    let number = counter.withLock {
      databases += 1
      return databases
    }
    let name = "test_\(getpid())_\(number)"
    _ = try sql("CREATE DATABASE \(name)", database: "postgres")
    return url(database: name)
  }

  /// Runs `command` with `psql` on database `database` (a name or a URL) and returns its
  /// output: rows unaligned, fields separated by `|`.
  package func sql(_ command: String, database: String) throws -> String {
    let target = database.contains("://") ? database : url(database: database)
    return try run(
      "psql", ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", target, "-c", command], asServer: false
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Restarts the server at once (`pg_ctl restart -m fast`): every connection is dropped.
  package func restart() throws {
    try run(
      "pg_ctl",
      [
        "-D", "\(directory)/data", "-l", "\(directory)/log", "-m", "fast", "-w", "-o", serverOptions,
        "restart",
      ])
  }

  /// Stops the server and removes its directory.
  package func stop() {
    let input = counter.withLock {
      defer { watchdogInput = -1 }
      return watchdogInput
    }
    guard input >= 0 else { return }
    close(input)
    var status: Int32 = 0
    while waitpid(watchdog, &status, 0) < 0 && errno == EINTR {}
  }

  deinit { stop() }

  /// Stops the shared server, if it was started.
  private static func stopShared() {
    if case .success(let server) = shared { server.stop() }
  }

  /// Runs `program` of PostgreSQL's with `arguments` (as the server's user unless
  /// `asServer` is false) and returns its standard output; throws with its output when
  /// it fails.
  @discardableResult
  private func run(_ program: String, _ arguments: [String], asServer: Bool = true) throws -> String {
    // Output goes to a file, not a pipe: the server that `pg_ctl start` leaves running
    // would hold a pipe open.
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("formrules-pg-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let command = (asServer ? asServerUser : []) + [bin.appendingPathComponent(program).path] + arguments
    let child = try Self.spawn(command, input: nil, output: outputPath)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    guard status == 0 else {
      let log = (try? String(contentsOfFile: "\(directory)/log", encoding: .utf8)) ?? ""
      throw Failure(
        description: "\(program) failed (wait status \(status)): \(text)"
          + (log.isEmpty ? "" : "\nserver log:\n\(log)"))
    }
    return text
  }

  /// Starts `command` (its first word a path) with standard input `input` (nil:
  /// /dev/null) and its output and errors to the file `output`, closing every other
  /// descriptor in the child (a test's pipes must not live on in the server), and
  /// returns its process id.
  private static func spawn(_ command: [String], input: Int32?, output: String) throws -> pid_t {
    // In /, which the server's user can read (PostgreSQL's programs look at their
    // working directory).
    let command = ["/usr/bin/env", "-C", "/"] + command
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    _ = closeFrom3(&actions)
    var child: pid_t = 0
    let status = posix_spawn(&child, command[0], &actions, nil, argv, environ)
    guard status == 0 else {
      throw Failure(description: "cannot start \(command[0]): \(String(cString: strerror(status)))")
    }
    return child
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np(actions, 3)` (2.34 and later),
  /// which Swift does not see in `spawn.h`: closes every descriptor from 3 on in the child.
  private static let closeFrom3: @Sendable (UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 = {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else { return { _ in 0 } }
    let function = unsafeBitCast(symbol, to: AddCloseFrom.self)
    return { function($0, 3) }
  }()

  private static func hasPrograms(_ bin: URL) -> Bool {
    ["initdb", "pg_ctl"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent($0).path)
    }
  }
}
