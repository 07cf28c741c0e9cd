import Synchronization

@testable import FormRules

/// Answers each route from a table (404 for the others), recording every request sent.
final class RecordingTransport: ServiceTransport {
  private let answers: [String: Result<ServiceResponse, ServiceFailure>]
  private let sent = Mutex<[ServiceRequest]>([])

  init(_ answers: [String: Result<ServiceResponse, ServiceFailure>]) {
    self.answers = answers
  }

  /// The requests sent so far, in order.
  var requests: [ServiceRequest] { sent.withLock { $0 } }

  func send(_ request: ServiceRequest) async -> Result<ServiceResponse, ServiceFailure> {
    sent.withLock { $0.append(request) }
    return answers[request.route] ?? .success(ServiceResponse(status: 404))
  }
}

/// Holds the request for one route until it is cancelled — as a slow server would — and
/// records that cancellation; answers every other route with `status`.
final class GatedTransport: ServiceTransport {
  private struct State {
    var gate: CheckedContinuation<Void, Never>?
    var isCancelled = false
    var cancelled: [String] = []
  }

  private let gated: String
  private let status: Int
  private let state = Mutex(State())
  /// Each gated request, as it starts waiting.
  let started: AsyncStream<String>
  private let startedContinuation: AsyncStream<String>.Continuation

  init(holding gated: String, answeringOthersWith status: Int) {
    self.gated = gated
    self.status = status
    (started, startedContinuation) = AsyncStream.makeStream(of: String.self)
  }

  /// The routes whose requests were cancelled while held.
  var cancelled: [String] { state.withLock { $0.cancelled } }

  func send(_ request: ServiceRequest) async -> Result<ServiceResponse, ServiceFailure> {
    guard request.route == gated else { return .success(ServiceResponse(status: status)) }
    let route = request.route
    await withTaskCancellationHandler {
      await withCheckedContinuation { (gate: CheckedContinuation<Void, Never>) in
        let cancelledAlready = state.withLock { state in
          if state.isCancelled { return true }
          state.gate = gate
          return false
        }
        if cancelledAlready { gate.resume() }
        startedContinuation.yield(route)
      }
    } onCancel: {
      let gate = state.withLock { state in
        state.isCancelled = true
        state.cancelled.append(route)
        defer { state.gate = nil }
        return state.gate
      }
      gate?.resume()
    }
    return .failure(.cancelled)
  }
}
