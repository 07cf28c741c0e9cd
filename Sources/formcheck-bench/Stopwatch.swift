import Glibc

/// Monotonic wall-clock timing (`CLOCK_MONOTONIC`), in seconds.
enum Stopwatch {
  /// The monotonic clock now, in seconds.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// How many seconds `body` took.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }
}
