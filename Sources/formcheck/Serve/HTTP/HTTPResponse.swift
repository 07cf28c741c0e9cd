/// The answer to an ``HTTPRequest``: a status, header fields and a body, either bytes
/// known at once or a stream of events written as they come (Server-Sent Events).
struct HTTPResponse: Sendable {
  /// What the body is.
  enum Body: Sendable {
    /// All of it, now.
    case bytes([UInt8])
    /// Chunks written as ``HTTPEventStream/next()`` yields them, until it returns nil or
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

/// The source of a streamed body. The server calls ``next()`` on the connection's own
/// thread, which it may block until there is something to send; ``close()`` once, when
/// the stream ended or the client left.
protocol HTTPEventStream: AnyObject, Sendable {
  /// The next chunk, waiting for it if need be (a stream should yield something, such as
  /// an SSE comment, at least every few seconds, so that a departed client is noticed);
  /// nil ends the body.
  func next() -> [UInt8]?
  /// Ends the stream: the client left or the server is stopping; ``next()`` must then
  /// return nil promptly.
  func close()
}
