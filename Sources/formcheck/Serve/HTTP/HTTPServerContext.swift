import CMicroHTTPD
import Synchronization

/// What ``HTTPServer``'s callbacks share: the responder, the body limit, the idle
/// timeout, and the count of requests in flight and the open streams, which stopping
/// waits for and ends.
final class HTTPServerContext: Sendable {
  /// One request, from its head to the end of its exchange; touched only on its
  /// connection's event thread (a waiting request's answer comes back through
  /// ``Waiting``).
  final class Exchange {
    let method: String
    let path: String
    let start = ContinuousClock.now
    /// The header fields (names lowercased), read with the head.
    var headers: [(name: String, value: String)] = []
    /// The body so far (within the limit).
    var body: [UInt8] = []
    /// Whether the body is over the limit (then it is not kept).
    var isTooLarge = false
    /// Whether a response was queued.
    var isAnswered = false
    /// The status queued (0 before one is).
    var status = 0
    /// Set while a thread of its own answers the request (the connection suspended).
    var waiting: Waiting?

    init(method: String, path: String) {
      self.method = method
      self.path = path
    }
  }

  /// A streamed body on its way out: the stream and the rest of its last chunk; touched
  /// only on its connection's event thread (but for ``Parking``, which its waker reaches).
  final class StreamPump {
    let stream: any HTTPEventStream
    /// Its number among the open streams.
    let identifier: Int
    let context: HTTPServerContext
    /// Its connection's suspension while the stream has nothing to send.
    let parking: Parking
    /// The chunk being sent, and how much of it was.
    var pending: [UInt8] = []
    var offset = 0

    init(stream: any HTTPEventStream, identifier: Int, context: HTTPServerContext, connection: OpaquePointer)
    {
      self.stream = stream
      self.identifier = identifier
      self.context = context
      self.parking = Parking(connection: ConnectionHandle(pointer: connection))
    }

    /// The body is done with: the stream is closed (unless stopping closed it already).
    func finish() {
      context.unregister(identifier)?.close()
    }
  }

  /// A connection, to be resumed from another thread (libmicrohttpd allows that from any
  /// thread, for a connection it suspended).
  struct ConnectionHandle: @unchecked Sendable {
    // Unchecked: the pointer is only passed to MHD_suspend_connection (on the connection's
    // event thread) and MHD_resume_connection, as the server's invariant says.
    let pointer: OpaquePointer
  }

  /// A request answered on a thread of its own: the answer it hands back, and the
  /// connection it resumes then (suspended before the thread started).
  final class Waiting: Sendable {
    private let answer = Mutex<HTTPResponse?>(nil)
    private let connection: ConnectionHandle

    init(connection: OpaquePointer) { self.connection = ConnectionHandle(pointer: connection) }

    /// Keeps `response` and resumes the connection, so that it is sent.
    func hand(_ response: HTTPResponse) {
      answer.withLock { $0 = response }
      MHD_resume_connection(connection.pointer)
    }

    /// The answer, once handed (once).
    func take() -> HTTPResponse? {
      answer.withLock { answer in
        defer { answer = nil }
        return answer
      }
    }
  }

  /// A streamed body's connection, suspended while its stream has nothing to send and
  /// resumed by the stream's waker. The lock orders the two: a waker that comes before the
  /// suspension cancels it, so the connection never sleeps through a chunk.
  final class Parking: Sendable {
    private let state = Mutex((suspended: false, woken: false))
    private let connection: ConnectionHandle

    init(connection: ConnectionHandle) { self.connection = connection }

    /// Suspends the connection unless the waker came since the stream was last asked;
    /// returns whether it did. On the connection's event thread.
    func suspendUnlessWoken() -> Bool {
      state.withLock { state in
        if state.woken {
          state.woken = false
          return false
        }
        MHD_suspend_connection(connection.pointer)
        state.suspended = true
        return true
      }
    }

    /// The stream has something (or ended): resumes the connection if suspended, else
    /// cancels the next suspension. Any thread.
    func wake() {
      state.withLock { state in
        if state.suspended {
          state.suspended = false
          MHD_resume_connection(connection.pointer)
        } else {
          state.woken = true
        }
      }
    }
  }

  private struct State {
    var requestsInFlight = 0
    /// The open streams by number; whoever takes one out closes it, so each closes once.
    var streams: [Int: any HTTPEventStream] = [:]
    var nextStream = 0
  }

  let responder: any HTTPResponder
  let maxBodyBytes: Int
  /// Seconds a connection may stay idle once a request's head arrived.
  let idleTimeoutSeconds: Int
  private let state = Mutex(State())

  init(responder: any HTTPResponder, maxBodyBytes: Int, idleTimeoutSeconds: Int) {
    self.responder = responder
    self.maxBodyBytes = maxBodyBytes
    self.idleTimeoutSeconds = idleTimeoutSeconds
  }

  /// The requests whose exchange has started and not ended.
  var requestsInFlight: Int { state.withLock { $0.requestsInFlight } }

  /// A request's head arrived.
  func started() { state.withLock { $0.requestsInFlight += 1 } }

  /// A request's exchange ended.
  func ended() { state.withLock { $0.requestsInFlight -= 1 } }

  /// Adds `stream` to the open ones; returns its number.
  func register(_ stream: any HTTPEventStream) -> Int {
    state.withLock { state in
      state.nextStream += 1
      state.streams[state.nextStream] = stream
      return state.nextStream
    }
  }

  /// Takes stream `identifier` out of the open ones, if still there.
  func unregister(_ identifier: Int) -> (any HTTPEventStream)? {
    state.withLock { $0.streams.removeValue(forKey: identifier) }
  }

  /// Closes every open stream; returns how many there were.
  func closeStreams() -> Int {
    let open = state.withLock { state in
      defer { state.streams = [:] }
      return Array(state.streams.values)
    }
    for stream in open { stream.close() }
    return open.count
  }
}
