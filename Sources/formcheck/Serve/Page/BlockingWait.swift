import Dispatch
import Synchronization

/// Runs asynchronous work from the thread answering a page request (one of its own: the
/// page routes say they ``PageRoutes/mayWait(_:)``), which answers synchronously: blocks
/// the calling thread (never one of the concurrency runtime's, nor a server event thread)
/// until the work is done.
enum BlockingWait {
  /// The result of `operation`, waited for.
  static func result<Value: Sendable>(of operation: @escaping @Sendable () async -> Value) -> Value {
    let box = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value = await operation()
      box.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return box.withLock { value in
      guard let result = value.take() else {
        preconditionFailure("the work signalled before it set its result")
      }
      return result
    }
  }
}
