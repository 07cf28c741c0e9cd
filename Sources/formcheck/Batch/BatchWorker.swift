import Dispatch
import FormRules
import FormRulesIO
import Synchronization

/// A thread that validates blocks from a ``BatchBlockQueue`` with its own form session
/// (a session, like its compiled patterns, belongs to one thread at a time).
final class BatchWorker: Sendable {
  /// The session, until the worker's thread takes it: handed over exactly once.
  private let session: Mutex<BatchSession?>
  private let queue: BatchBlockQueue
  /// Signalled when the thread has stopped.
  private let stopped = DispatchSemaphore(value: 0)

  /// A worker that will validate with `session` (which nothing else may use any more)
  /// the blocks of `queue`.
  init(session: sending BatchSession, queue: BatchBlockQueue) {
    self.session = Mutex(session)
    self.queue = queue
  }

  /// Starts the worker's thread.
  func start() {
    DetachedThread.start { [self] in run() }
  }

  /// Waits until the thread has stopped (after the queue is closed).
  func waitUntilStopped() {
    stopped.wait()
  }

  /// The thread's work: blocks until the queue closes.
  private func run() {
    defer { stopped.signal() }
    StopSignal.blockOnThisThread()
    guard var session = session.withLock({ $0.take() }) else { return }
    var writer = JSONWriter(capacity: 64 * 1024)
    while var block = queue.nextBlock() {
      block.process(with: &session, using: &writer)
      queue.finish(block)
    }
  }
}
