import CCurl
import Synchronization

/// A thread running one libcurl multi handle: it adds the transfers handed to it, drives
/// them all, aborts the cancelled ones (removing an unfinished transfer closes its
/// connection, so the server sees the request end) and resumes each caller with its
/// outcome. Finished transfers leave their connections in the multi handle's cache, which
/// is what keeps them alive for the next request.
///
/// Invariant: `multi` is valid until the thread cleans it up on ``stop()``, and only the
/// thread touches it and `active`, except `curl_multi_wakeup` (thread-safe), which is
/// called under the inbox's lock and never once the inbox is closed.
final class CurlMultiLoop: @unchecked Sendable {
  /// Resumed once with a transfer's outcome.
  typealias Completion = CheckedContinuation<Result<ServiceResponse, ServiceFailure>, Never>

  /// What other threads hand the loop.
  private struct Inbox {
    var arriving: [(CurlTransfer, Completion)] = []
    var stopping = false
    var closed = false
  }

  /// The multi handle.
  private let multi: UnsafeMutableRawPointer
  /// Shared with the callers' threads.
  private let inbox = Mutex(Inbox())
  /// The transfers in the multi handle, by their easy handle (the thread's alone).
  private var active: [UnsafeMutableRawPointer: (CurlTransfer, Completion)] = [:]

  /// libcurl's global state, set up once per process before the first handle.
  private static let globalSetUp: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  /// Starts the thread; nil when libcurl cannot be set up. At most `connections`
  /// connections are open at once and kept alive when idle; more transfers wait.
  init?(connections: Int) {
    guard Self.globalSetUp, let multi = curl_multi_init() else { return nil }
    self.multi = multi
    formrules_curl_multi_set_long(multi, CURLMOPT_MAXCONNECTS, connections)
    formrules_curl_multi_set_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, connections)
    DetachedThread.start { [self] in run() }
  }

  /// Hands `transfer` to the loop; `completion` is resumed with its outcome (at once with
  /// ``ServiceFailure/cancelled`` once the loop is stopping).
  func submit(_ transfer: CurlTransfer, _ completion: Completion) {
    let accepted = inbox.withLock { inbox in
      guard !inbox.stopping else { return false }
      inbox.arriving.append((transfer, completion))
      curl_multi_wakeup(multi)
      return true
    }
    if !accepted { completion.resume(returning: .failure(.cancelled)) }
  }

  /// Wakes the loop so that it sees a transfer's cancellation.
  func wake() {
    inbox.withLock { inbox in
      if !inbox.closed { curl_multi_wakeup(multi) }
    }
  }

  /// Ends the loop: every transfer is aborted (``ServiceFailure/cancelled``), the
  /// connections are closed and the thread ends.
  func stop() {
    inbox.withLock { inbox in
      inbox.stopping = true
      if !inbox.closed { curl_multi_wakeup(multi) }
    }
  }

  /// The thread's body.
  private func run() {
    while true {
      let (arriving, stopping) = inbox.withLock { inbox in
        defer { inbox.arriving = [] }
        if inbox.stopping { inbox.closed = true }
        return (inbox.arriving, inbox.stopping)
      }
      for (transfer, completion) in arriving {
        if stopping || transfer.isCancelled || curl_multi_add_handle(multi, transfer.handle) != CURLM_OK {
          completion.resume(returning: .failure(.cancelled))
        } else {
          active[transfer.handle] = (transfer, completion)
        }
      }
      for (handle, (transfer, _)) in active where stopping || transfer.isCancelled {
        finish(handle, .failure(.cancelled))
      }
      if stopping {
        curl_multi_cleanup(multi)
        return
      }
      var running: Int32 = 0
      curl_multi_perform(multi, &running)
      var waiting: Int32 = 0
      while let message = curl_multi_info_read(multi, &waiting) {
        guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
          let transfer = active[handle]?.0
        else { continue }
        finish(handle, transfer.outcome(message.pointee.data.result))
      }
      curl_multi_poll(multi, nil, 0, 1000, nil)
    }
  }

  /// Takes the transfer of `handle` out of the multi handle (aborting it if unfinished)
  /// and resumes its caller with `outcome`.
  private func finish(_ handle: UnsafeMutableRawPointer, _ outcome: Result<ServiceResponse, ServiceFailure>) {
    guard let (_, completion) = active.removeValue(forKey: handle) else { return }
    curl_multi_remove_handle(multi, handle)
    completion.resume(returning: outcome)
  }
}
