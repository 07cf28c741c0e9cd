import Dispatch
import Synchronization

/// The thread-safe mailbox through which work running outside a session (async custom
/// validators, offloaded store work) hands its outcomes back, and through which a waiting
/// session is woken.
final class ExternalWorkInbox: Sendable {
  private struct State {
    var delivered: [(id: UInt64, outcome: any Sendable)] = []
    var waiter: CheckedContinuation<Void, Never>?
    /// A thread blocked in ``waitBlocking(until:)``, signalled as `waiter` is resumed.
    var blockedWaiter: DispatchSemaphore?
    /// Set by ``wake()`` when no one was waiting, so that the next wait returns at once.
    var woken = false
  }

  private let state = Mutex(State())

  /// Posts the outcome of the work numbered `id`, waking a waiting session.
  func post(_ id: UInt64, _ outcome: any Sendable) {
    let (waiter, blocked) = state.withLock { state in
      state.delivered.append((id, outcome))
      defer { (state.waiter, state.blockedWaiter) = (nil, nil) }
      return (state.waiter, state.blockedWaiter)
    }
    waiter?.resume()
    blocked?.signal()
  }

  /// Wakes a waiting session without an outcome (its deadline came), or the next one to
  /// wait.
  func wake() {
    let (waiter, blocked) = state.withLock { state in
      defer { (state.waiter, state.blockedWaiter) = (nil, nil) }
      if state.waiter == nil && state.blockedWaiter == nil { state.woken = true }
      return (state.waiter, state.blockedWaiter)
    }
    waiter?.resume()
    blocked?.signal()
  }

  /// Takes everything posted so far.
  func takeDelivered() -> [(id: UInt64, outcome: any Sendable)] {
    state.withLock { state in
      defer { state.delivered.removeAll() }
      return state.delivered
    }
  }

  /// Returns once something has been posted (at once if something already has) or
  /// ``wake()`` was called; with a `deadline`, no later than that.
  func waitForDelivery(until deadline: ContinuousClock.Instant? = nil) async {
    let timer = deadline.map { deadline in
      Task { [self] in
        guard (try? await ContinuousClock().sleep(until: deadline)) != nil else { return }
        wake()
      }
    }
    defer { timer?.cancel() }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = state.withLock { state in
        if state.delivered.isEmpty && !state.woken {
          state.waiter = continuation
          return false
        }
        state.woken = false
        return true
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Blocks the calling thread until something has been posted (at once if something
  /// already has) or ``wake()`` was called; with a `deadline`, no later than that. For
  /// the command line's synchronous sessions, whose thread is not one of the concurrency
  /// runtime's: the work it waits for runs there meanwhile.
  func waitBlocking(until deadline: ContinuousClock.Instant? = nil) {
    let semaphore = DispatchSemaphore(value: 0)
    let waitNow = state.withLock { state in
      if state.delivered.isEmpty && !state.woken {
        state.blockedWaiter = semaphore
        return true
      }
      state.woken = false
      return false
    }
    guard waitNow else { return }
    guard let deadline else { return semaphore.wait() }
    let remaining = max(ContinuousClock().now.duration(to: deadline), .zero)
    if semaphore.wait(timeout: .now() + remaining.seconds) == .timedOut {
      // Gone past the deadline: stop being the waiter, unless a post already took it (then
      // its signal is left on a semaphore no one waits on, which is harmless).
      state.withLock { state in
        if state.blockedWaiter === semaphore { state.blockedWaiter = nil }
      }
    }
  }
}
