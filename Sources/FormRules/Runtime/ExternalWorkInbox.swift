import Synchronization

/// The thread-safe mailbox through which work running outside a session (async custom
/// validators, on the concurrency runtime) hands its outcomes back.
final class ExternalWorkInbox: Sendable {
  private struct State {
    var delivered: [(id: UInt64, outcome: ValidationOutcome)] = []
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let state = Mutex(State())

  /// Posts the outcome of the work numbered `id`, waking a waiting session.
  func post(_ id: UInt64, _ outcome: ValidationOutcome) {
    let waiter = state.withLock { state in
      state.delivered.append((id, outcome))
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Takes everything posted so far.
  func takeDelivered() -> [(id: UInt64, outcome: ValidationOutcome)] {
    state.withLock { state in
      defer { state.delivered.removeAll() }
      return state.delivered
    }
  }

  /// Returns once something has been posted (at once if something already has).
  func waitForDelivery() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = state.withLock { state in
        if state.delivered.isEmpty {
          state.waiter = continuation
          return false
        }
        return true
      }
      if resumeNow { continuation.resume() }
    }
  }
}
