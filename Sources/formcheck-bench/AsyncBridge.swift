import Dispatch
import Synchronization

/// Runs async work from the bench's synchronous code and waits for it.
enum AsyncBridge {
  /// What the work returned, handed from its task to the waiting thread.
  private final class Outcome<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
  }

  /// The value of `body`, run in a task while this thread waits.
  static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let outcome = Outcome<Value>()
    Task {
      let value = await body()
      outcome.value.withLock { $0 = value }
      outcome.done.signal()
    }
    outcome.done.wait()
    guard let value = outcome.value.withLock({ $0 }) else {
      preconditionFailure("the task ended without a value")
    }
    return value
  }
}
