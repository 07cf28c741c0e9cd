/// The answer to an ``HTTPRequest``: a status, header fields and a body, either bytes
/// known at once or a stream of events written as they come (Server-Sent Events).
struct HTTPResponse: Sendable {
  /// What the body is.
  enum Body: Sendable {
    /// All of it, now.
    case bytes([UInt8])
    /// Chunks written as ``HTTPEventStream/poll(waking:)`` yields them, until it ends or
    /// the client leaves.
    case stream(any HTTPEventStream)
  }

  /// The status code (200, 404, …).
  var status: Int
  /// The header fields, beside those the server adds to every response.
  var headers: [(name: String, value: String)]
  /// The body.
  var body: Body

  /// A response with `body`'s bytes of type `contentType`.
  init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
    self.status = status
    self.headers = [("Content-Type", contentType)] + headers
    self.body = .bytes(body)
  }

  /// A response streaming `stream`'s chunks, of type `contentType`.
  init(
    status: Int, contentType: String, stream: any HTTPEventStream,
    headers: [(name: String, value: String)] = []
  ) {
    self.status = status
    self.headers = [("Content-Type", contentType)] + headers
    self.body = .stream(stream)
  }
}

/// What an ``HTTPEventStream`` has for the server when asked.
enum HTTPStreamPoll: Sendable {
  /// Bytes to send now.
  case chunk([UInt8])
  /// Nothing yet: the stream calls the waker it was given, once, when it has something or
  /// has ended.
  case pending
  /// The stream has ended.
  case end
}

/// The source of a streamed body. The server never waits on it: it asks with
/// ``poll(waking:)`` and, when nothing is ready, parks the connection until the stream
/// calls the waker; ``close()`` once, when the stream ended or the client left.
protocol HTTPEventStream: AnyObject, Sendable {
  /// The next chunk if one is ready, else `.pending` (then `wake` is called once, from any
  /// thread, when there is one or the stream ended), or `.end`. A stream should yield
  /// something, such as an SSE comment, at least every few seconds, so that a departed
  /// client is noticed.
  func poll(waking wake: @escaping @Sendable () -> Void) -> HTTPStreamPoll
  /// Ends the stream: the client left or the server is stopping; a waker given is called,
  /// and ``poll(waking:)`` answers `.end` from then on.
  func close()
}
