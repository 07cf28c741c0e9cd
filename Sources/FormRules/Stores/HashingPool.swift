import Dispatch
import Synchronization

/// A small fixed set of threads of its own that run scrypt derivations, with a bounded
/// queue: `formcheck serve` hashes every password there, so that a burst of log-ins keeps
/// at most ``threads`` cores and ``threads`` scrypt buffers busy, never ties up a server
/// event thread nor the concurrency runtime's threads that run the page sessions, and is
/// refused at once, rather than queued without end, when ``queueLimit`` derivations
/// already wait.
package final class HashingPool: Sendable {
  /// The number of threads that derive.
  package let threads: Int
  /// The most derivations that may wait for a thread; one more is refused.
  package let queueLimit: Int
  /// The waiting jobs and the count of accepted ones, shared by callers and threads.
  private let state = Mutex(Queue())
  /// Counts the jobs waiting, for the threads to wait on.
  private let available = DispatchSemaphore(value: 0)

  /// The jobs waiting for a thread, oldest first, and how many were accepted and are not
  /// finished (waiting or deriving).
  private struct Queue {
    /// The jobs no thread has taken yet, oldest first.
    var jobs: [Job] = []
    /// The jobs accepted and not finished, waiting or deriving.
    var accepted = 0
  }

  /// One derivation, handed to a thread and back.
  private final class Job: Sendable {
    /// The derivation.
    let work: @Sendable () -> [UInt8]?
    /// What it derived, set by the thread before ``done`` is signalled.
    let outcome = Mutex<[UInt8]?>(nil)
    /// Signalled once the outcome is set.
    let done = DispatchSemaphore(value: 0)

    /// A job that runs `work`.
    init(work: @escaping @Sendable () -> [UInt8]?) { self.work = work }
  }

  /// A pool of `threads` threads (at least one) with room for `queueLimit` waiting
  /// derivations; its threads start at once and live as long as the process.
  package init(threads: Int, queueLimit: Int) {
    self.threads = max(1, threads)
    self.queueLimit = max(0, queueLimit)
    for _ in 0..<self.threads {
      DetachedThread.start { [self] in work() }
    }
  }

  /// The pool `serve` hashes on: two threads, or one per core up to four, with room for
  /// two waiting derivations per thread.
  package static func serving(cores: Int) -> HashingPool {
    let threads = min(4, max(2, cores))
    return HashingPool(threads: threads, queueLimit: 2 * threads)
  }

  /// Runs `derivation` on one of the pool's threads, blocking the calling thread
  /// meanwhile, and returns its outcome (nil: the derivation failed); throws, having run
  /// nothing, when every thread is busy and ``queueLimit`` derivations wait already.
  func run(_ derivation: @escaping @Sendable () -> [UInt8]?) throws(StoreError) -> [UInt8]? {
    let job = Job(work: derivation)
    let accepted = state.withLock { queue in
      guard queue.accepted < threads + queueLimit else { return false }
      queue.accepted += 1
      queue.jobs.append(job)
      return true
    }
    guard accepted else { throw StoreError(.overloaded, Self.overloadedMessage) }
    available.signal()
    job.done.wait()
    return job.outcome.withLock { $0 }
  }

  /// What a refused derivation says.
  static let overloadedMessage = "too many passwords are being checked at once; try again in a moment"

  /// A thread's loop: takes the oldest job, derives, hands the outcome back.
  private func work() {
    while true {
      available.wait()
      let job = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
      guard let job else { continue }
      let outcome = job.work()
      state.withLock { $0.accepted -= 1 }
      job.outcome.withLock { $0 = outcome }
      job.done.signal()
    }
  }
}
