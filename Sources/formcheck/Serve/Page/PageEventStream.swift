import Dispatch
import Synchronization

/// One live page's Server-Sent Events (`GET /forms/NAME/events`): the session pushes each
/// new state as an event; ``next()``, on the server's connection thread, waits for the
/// next one and sends a comment line after ``heartbeat`` without one, so that a departed
/// client is noticed. States queue up to ``queueLimit`` (a slow client loses the oldest:
/// each event is a whole state, so the latest is always sent).
final class PageEventStream: HTTPEventStream {
  private struct State {
    var queue: [[UInt8]]
    var closed = false
  }

  /// The most states waiting for a slow client.
  static let queueLimit = 32
  private let state: Mutex<State>
  /// Signalled on each push and on close.
  private let signal = DispatchSemaphore(value: 0)
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
    state.withLock { state in
      guard !state.closed else { return }
      if state.queue.count >= Self.queueLimit { state.queue.removeFirst() }
      state.queue.append(chunk)
    }
    signal.signal()
  }

  /// Whether the stream has ended.
  var isClosed: Bool { state.withLock { $0.closed } }

  func next() -> [UInt8]? {
    while true {
      let (chunk, closed) = state.withLock { state -> ([UInt8]?, Bool) in
        if state.closed { return (nil, true) }
        return (state.queue.isEmpty ? nil : state.queue.removeFirst(), false)
      }
      if closed { return nil }
      if let chunk { return chunk }
      let (seconds, attoseconds) = heartbeat.components
      let timeout = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
      if signal.wait(timeout: timeout) == .timedOut {
        return isClosed ? nil : Self.heartbeatComment
      }
    }
  }

  func close() {
    state.withLock { state in
      state.closed = true
      state.queue.removeAll()
    }
    signal.signal()
  }
}
