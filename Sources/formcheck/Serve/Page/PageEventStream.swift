import Dispatch
import FormRules
import Synchronization

/// One live page's Server-Sent Events (`GET /forms/NAME/events`): the session pushes each
/// new state as an event, and the server takes them with ``poll(waking:)``; after
/// ``heartbeat`` without one, a comment line goes out, so that a departed client is
/// noticed. States queue up to ``queueLimit`` (a slow client loses the oldest: each event
/// is a whole state, so the latest is always sent).
final class PageEventStream: HTTPEventStream {
  private struct State {
    var queue: [[UInt8]]
    var closed = false
    /// The server's waker while it waits for a chunk.
    var waker: (@Sendable () -> Void)?
    /// Bumped by each chunk taken: a heartbeat timer set at an older value is stale.
    var taken = 0
    /// Whether a heartbeat is due (the last chunk went out ``heartbeat`` ago).
    var heartbeatDue = false
  }

  /// The most states waiting for a slow client.
  static let queueLimit = 32
  private let state: Mutex<State>
  private let heartbeat: Duration

  /// A stream whose first chunk is `first`, sending a comment after `heartbeat` without
  /// an event.
  init(first: [UInt8], heartbeat: Duration) {
    state = Mutex(State(queue: [first]))
    self.heartbeat = heartbeat
  }

  /// The chunk of one state event whose data is `json` (one line: JSON escapes line
  /// breaks).
  static func event(_ json: [UInt8]) -> [UInt8] {
    Array("event: state\ndata: ".utf8) + json + Array("\n\n".utf8)
  }

  /// The comment sent when nothing happened for a while.
  static let heartbeatComment = Array(": heartbeat\n\n".utf8)

  /// Queues `chunk` for the client; ignored once closed.
  func push(_ chunk: [UInt8]) {
    let waker = state.withLock { state -> (@Sendable () -> Void)? in
      guard !state.closed else { return nil }
      if state.queue.count >= Self.queueLimit { state.queue.removeFirst() }
      state.queue.append(chunk)
      defer { state.waker = nil }
      return state.waker
    }
    waker?()
  }

  /// Whether the stream has ended.
  var isClosed: Bool { state.withLock { $0.closed } }

  func poll(waking wake: @escaping @Sendable () -> Void) -> HTTPStreamPoll {
    let (answer, armed) = state.withLock { state -> (HTTPStreamPoll, Int?) in
      if state.closed { return (.end, nil) }
      if !state.queue.isEmpty {
        state.taken += 1
        state.heartbeatDue = false
        return (.chunk(state.queue.removeFirst()), nil)
      }
      if state.heartbeatDue {
        state.taken += 1
        state.heartbeatDue = false
        return (.chunk(Self.heartbeatComment), nil)
      }
      state.waker = wake
      return (.pending, state.taken)
    }
    if let armed { armHeartbeat(after: armed) }
    return answer
  }

  /// Makes a heartbeat due once ``heartbeat`` has passed with no chunk taken since the
  /// `taken`-th, and wakes the server for it.
  private func armHeartbeat(after taken: Int) {
    let deadline = DispatchTime.now() + heartbeat.seconds
    DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self] in
      guard let self else { return }
      let waker = self.state.withLock { state -> (@Sendable () -> Void)? in
        guard !state.closed, state.taken == taken, state.waker != nil else { return nil }
        state.heartbeatDue = true
        defer { state.waker = nil }
        return state.waker
      }
      waker?()
    }
  }

  func close() {
    let waker = state.withLock { state -> (@Sendable () -> Void)? in
      state.closed = true
      state.queue.removeAll()
      defer { state.waker = nil }
      return state.waker
    }
    waker?()
  }
}
