/// Why a service request has no response. Each case is told in the project's own words:
/// a transport's messages name hosts and URLs, which may come from the environment and
/// hold secrets, so they are never passed on.
package enum ServiceFailure: Error, Sendable, Equatable {
  /// No answer within the request's timeout.
  case timedOut(Duration)
  /// The host name could not be resolved.
  case unresolved
  /// No connection could be made (refused, unreachable), or the request could not be sent
  /// at all (not `http` nor `https`, a header that would break the request).
  case unreachable
  /// The TLS handshake failed or the server's certificate was not trusted.
  case insecure
  /// The connection broke before a whole response came (dropped, reset, not HTTP).
  case dropped
  /// The response's body was larger than ``largestBody``.
  case tooLarge
  /// The request was superseded or its session ended: it was aborted.
  case cancelled
  /// The service's `url` or a header reads a `${VARIABLE}` the session's environment does
  /// not define (the name, never a value): nothing was sent.
  case missingVariable(String)
  /// The session has no HTTP client (``FormEnvironment/services`` is nil): nothing was
  /// sent.
  case noTransport
  /// An example has no canned response for the route: nothing was sent.
  case notCanned

  /// The largest response body read, in bytes (8 MiB).
  package static let largestBody = 8 * 1024 * 1024
}
