/// What ``HTTPServer`` serves: it answers each whole request, says what to send for a body
/// over the limit, and hears of every exchange once it is over (for the log and metrics).
protocol HTTPResponder: Sendable {
  /// The response to `request`. Called on the server's threads, concurrently; for a
  /// request that ``mayWait(_:)``, on a thread of its own.
  func respond(to request: HTTPRequest) -> HTTPResponse
  /// Whether answering `request` may wait (on a session, a service): the server then
  /// answers it on a thread of its own, so that its event threads never wait.
  func mayWait(_ request: HTTPRequest) -> Bool
  /// The response to a request whose body is over `limit` bytes (status 413); the body
  /// was not kept.
  func bodyTooLarge(limit: Int) -> HTTPResponse
  /// The response to a request whose head is malformed or ambiguous (status 400, the
  /// connection closed after it): `reason` says how.
  func malformed(_ reason: String) -> HTTPResponse
  /// One exchange is over: its response was sent, or the client left.
  func finished(_ exchange: HTTPExchange)
}

extension HTTPResponder {
  /// No request waits, unless the responder says so.
  func mayWait(_ request: HTTPRequest) -> Bool { false }
}

/// One request and what became of it, as the log and metrics see it.
struct HTTPExchange: Sendable {
  /// The method, as sent.
  var method: String
  /// The path, percent-decoded, without the query.
  var path: String
  /// The status sent (0 when the client left before any was chosen).
  var status: Int
  /// From the request's head arriving to the exchange's end.
  var duration: Duration
}
