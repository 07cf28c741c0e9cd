import Glibc

/// Runs a program to completion and measures it as a whole process: wall time from spawn
/// to reap, and its peak resident set size.
///
/// The peak comes from `/usr/bin/time -f %M` run in between, as the peers were measured:
/// Linux carries the spawning process's high-water mark into a child's `ru_maxrss` at
/// `exec`, so the bench (which holds a million edits after the propagation scenario) would
/// inflate its child's figure; `time` is small. Without `/usr/bin/time`, `wait4`'s
/// `ru_maxrss` is used (an upper bound).
enum ChildProcess {
  /// What one run took.
  struct Outcome {
    /// The exit status (128 + signal number when killed by a signal).
    let status: Int32
    /// Wall time from spawn to reap, in seconds.
    let seconds: Double
    /// User and system CPU time of the process and of the children it waited for (`wait4`
    /// counts a process's reaped children in with it), in seconds: on a machine whose
    /// speed a neighbour takes, the work a run did, without the time it waited.
    let cpuSeconds: Double
    /// Peak resident set size (`ru_maxrss`), in KiB.
    let peakRSSKiB: Int
  }

  /// Runs `program` (looked up in `PATH` when it has no slash) with `arguments`, its
  /// standard output sent to the file `output` and its standard error to `errors` (each
  /// created or truncated) or inherited.
  static func run(
    _ program: String, _ arguments: [String], output: String? = nil, errors: String? = nil
  ) throws(BenchError) -> Outcome {
    let timer = "/usr/bin/time"
    guard access(timer, X_OK) == 0 else {
      return try spawn(program, arguments, output: output, errors: errors)
    }
    var template = Array("/tmp/formcheck-bench-rss-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { return try spawn(program, arguments, output: output, errors: errors) }
    close(descriptor)
    let report = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(report) }
    let outcome = try spawn(
      timer, ["-f", "%M", "-o", report, program] + arguments, output: output, errors: errors)
    guard let kibibytes = lastNumber(inFile: report) else {
      throw BenchError("'\(program)' ended without a memory report (status \(outcome.status))")
    }
    return Outcome(
      status: outcome.status, seconds: outcome.seconds, cpuSeconds: outcome.cpuSeconds, peakRSSKiB: kibibytes)
  }

  /// The number on the last non-empty line of the file at `path` (GNU time writes a
  /// "Command exited with non-zero status" line before it when the status is not 0).
  private static func lastNumber(inFile path: String) -> Int? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while true {
      let byte = fgetc(file)
      if byte == EOF { break }
      bytes.append(UInt8(truncatingIfNeeded: byte))
    }
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    return lines.last.flatMap { Int(String(decoding: $0, as: UTF8.self)) }
  }

  /// Spawns `program`, waits for it, and reads its `wait4` rusage.
  private static func spawn(
    _ program: String, _ arguments: [String], output: String?, errors: String?
  ) throws(BenchError) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, path) in [(STDOUT_FILENO, output), (STDERR_FILENO, errors)] {
      guard let path else { continue }
      posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    let argv = ([program] + arguments).map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = Stopwatch.now()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { pointers -> Int32 in
      guard let arguments = pointers.baseAddress else { return EINVAL }
      return posix_spawnp(&pid, program, &actions, nil, arguments, environ)
    }
    guard spawned == 0 else {
      throw BenchError("cannot start '\(program)': \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw BenchError("waiting for '\(program)' failed: \(String(cString: strerror(errno)))")
      }
    }
    let seconds = Stopwatch.now() - start
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    let cpuSeconds = [usage.ru_utime, usage.ru_stime].reduce(0) {
      $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
    }
    return Outcome(
      status: exitStatus, seconds: seconds, cpuSeconds: cpuSeconds, peakRSSKiB: Int(usage.ru_maxrss))
  }
}
