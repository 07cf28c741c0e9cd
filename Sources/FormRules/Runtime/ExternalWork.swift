/// The session's side of work that runs outside it: async validations, and store work
/// (SQLite, scrypt, custom stores) while the session is driven asynchronously — which is in
/// flight and what to do with each outcome when it comes back.
final class ExternalWork {
  /// Where outcomes arrive from other threads.
  let inbox = ExternalWorkInbox()
  /// Whether store work runs off the session's thread (while ``Form/settle(realTime:)``
  /// drives the session) rather than in place (the virtual clock driven synchronously).
  var offloadsStoreWork = false
  /// Completions by work id; a completion runs only after it has been taken out.
  private var pending: [UInt64: (any Sendable) -> Void] = [:]
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0

  /// Whether any work is still in flight.
  var hasPending: Bool { !pending.isEmpty }

  /// Starts `operation` on the concurrency runtime (in a detached task when `detached`:
  /// no priority nor task-local values inherited); `completion` runs on the session's
  /// thread, from ``deliver()``, unless the returned handle cancels it first.
  @discardableResult
  func start<Outcome: Sendable>(
    detached: Bool = false,
    _ operation: @escaping @Sendable () async -> Outcome,
    completion: @escaping (Outcome) -> Void
  ) -> any Cancellable {
    nextID += 1
    let id = nextID
    let inbox = self.inbox
    // The inbox hands back what this id's task posted: an `Outcome`.
    pending[id] = { posted in
      guard let outcome = posted as? Outcome else {
        assertionFailure("external work \(id) posted a \(type(of: posted)), not its outcome")
        return
      }
      completion(outcome)
    }
    let run: @Sendable () async -> Void = { inbox.post(id, await operation()) }
    tasks[id] = detached ? Task.detached(operation: run) : Task(operation: run)
    return ExternalWorkToken(work: self, id: id)
  }

  /// Runs blocking store work: in place, calling `completion` at once, or, when
  /// ``offloadsStoreWork``, in a detached task on the concurrency runtime (never on the
  /// session's executor), `completion` then running on the session's thread from
  /// ``deliver()``.
  func runStoreWork<Outcome: Sendable>(
    _ operation: @escaping @Sendable () -> Outcome, completion: @escaping (Outcome) -> Void
  ) {
    guard offloadsStoreWork else { return completion(operation()) }
    start(detached: true, { operation() }, completion: completion)
  }

  /// Applies every outcome that has arrived, in the order the work started. With nothing
  /// in flight it returns at once, without taking the inbox's lock: outcomes of cancelled
  /// work that may still sit there are dropped by the next delivery, as they would be now.
  func deliver() {
    guard !pending.isEmpty else { return }
    for (id, outcome) in inbox.takeDelivered().sorted(by: { $0.id < $1.id }) {
      tasks[id] = nil
      pending.removeValue(forKey: id)?(outcome)
    }
  }

  /// Forgets the work numbered `id` and cancels its task.
  fileprivate func cancel(_ id: UInt64) {
    pending[id] = nil
    tasks.removeValue(forKey: id)?.cancel()
  }
}

/// Cancels one piece of external work.
private final class ExternalWorkToken: Cancellable {
  private weak var work: ExternalWork?
  private let id: UInt64

  init(work: ExternalWork, id: UInt64) {
    self.work = work
    self.id = id
  }

  func cancel() { work?.cancel(id) }
}
