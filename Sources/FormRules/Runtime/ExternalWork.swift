/// The session's side of work that runs outside it: which async validations are in
/// flight and what to do with each outcome when it comes back.
final class ExternalWork {
  /// Where outcomes arrive from other threads.
  let inbox = ExternalWorkInbox()
  /// Completions by work id. Unchecked exclusivity: the session's one thread is the only
  /// one to touch it, and a completion runs only after it has been taken out.
  @exclusivity(unchecked) private var pending: [UInt64: (ValidationOutcome) -> Void] = [:]
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0

  /// Whether any work is still in flight.
  var hasPending: Bool { !pending.isEmpty }

  /// Starts `operation` on the concurrency runtime; `completion` runs on the session's
  /// thread, from ``deliver()``, unless the returned handle cancels it first.
  func start(
    _ operation: @escaping @Sendable () async -> ValidationOutcome,
    completion: @escaping (ValidationOutcome) -> Void
  ) -> any Cancellable {
    nextID += 1
    let id = nextID
    let inbox = self.inbox
    pending[id] = completion
    tasks[id] = Task {
      let outcome = await operation()
      inbox.post(id, outcome)
    }
    return ExternalWorkToken(work: self, id: id)
  }

  /// Applies every outcome that has arrived. With nothing in flight it returns at once,
  /// without taking the inbox's lock: outcomes of cancelled work that may still sit there
  /// are dropped by the next delivery, as they would be now.
  func deliver() {
    guard !pending.isEmpty else { return }
    for (id, outcome) in inbox.takeDelivered() {
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
