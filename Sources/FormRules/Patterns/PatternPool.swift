import Synchronization

/// The compiled `pattern` rules of one spec, lent to its sessions: a session borrows one
/// instance per pattern when it starts and returns them when it ends, so compiling and
/// JIT-compiling happens about once per spec (once per session running at the same time)
/// instead of once per session.
///
/// A ``CompiledPattern`` carries scratch space and must be used by one thread at a time;
/// the pool hands each instance to one session only, and instances change hands only
/// under the lock.
final class PatternPool: Sendable {
  /// An idle instance in transit through the lock.
  private struct Idle: @unchecked Sendable {
    // Unchecked: only the pool's lock moves an idle instance between threads, and no
    // session uses it while it is idle.
    let pattern: CompiledPattern
  }

  /// Idle instances by pattern source.
  private let idle = Mutex<[String: [Idle]]>([:])

  /// Creates an empty pool.
  init() {}

  /// An instance of `source` for one session: an idle one, or a fresh compile (nil if the
  /// pattern does not compile, which the compiler rules out).
  func borrow(_ source: String) -> CompiledPattern? {
    let reused = idle.withLock { idle in idle[source]?.popLast() }
    if let reused { return reused.pattern }
    return try? CompiledPattern.compile(source).get()
  }

  /// Takes back instances a session borrowed; the session must not use them any more.
  func giveBack(_ patterns: [CompiledPattern]) {
    guard !patterns.isEmpty else { return }
    let returned = patterns.map(Idle.init)
    idle.withLock { idle in
      for instance in returned { idle[instance.pattern.pattern, default: []].append(instance) }
    }
  }
}
