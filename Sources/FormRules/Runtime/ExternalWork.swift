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

  /// Starts `operation` in a task on the concurrency runtime; `completion` runs on the session's
  /// thread, from ``deliver()``, unless the returned handle cancels it first.
  @discardableResult
  func start<Outcome: Sendable>(
    _ operation: @escaping @Sendable () async -> Outcome,
    completion: @escaping (Outcome) -> Void
  ) -> any Cancellable {
    let id = register(completion)
    let inbox = self.inbox
    let run: @Sendable () async -> Void = { inbox.post(id, await operation()) }
    tasks[id] = Task(operation: run)
    return ExternalWorkToken(work: self, id: id)
  }

  /// Runs blocking store work: in place, calling `completion` at once, or, when
  /// ``offloadsStoreWork``, on a thread of its own (never on the session's executor nor on
  /// the concurrency runtime's few threads, which a database wait or a wait for a free
  /// hashing thread would hold up for every other session), `completion` then running on
  /// the session's thread from ``deliver()``.
  func runStoreWork<Outcome: Sendable>(
    _ operation: @escaping @Sendable () -> Outcome, completion: @escaping (Outcome) -> Void
  ) {
    guard offloadsStoreWork else { return completion(operation()) }
    let id = register(completion)
    let inbox = self.inbox
    DetachedThread.start { inbox.post(id, operation()) }
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

  /// A new work id whose outcome ``deliver()`` hands to `completion`.
  private func register<Outcome: Sendable>(_ completion: @escaping (Outcome) -> Void) -> UInt64 {
    nextID += 1
    let id = nextID
    // The inbox hands back what this id's work posted: an `Outcome`.
    pending[id] = { posted in
      guard let outcome = posted as? Outcome else {
        assertionFailure("external work \(id) posted a \(type(of: posted)), not its outcome")
        return
      }
      completion(outcome)
    }
    return id
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
