/// The header lines and body of a request as sent over HTTP: the spec's headers, then
/// `Accept: application/json`, `Content-Type: application/json` for a body, and an empty
/// `Expect:` (no `100-continue` round trip) unless the spec gives them.
struct HTTPHeaderLines {
  /// `Name: value` lines, in order.
  let lines: [String]
  /// What to send as the body: the request's, or an empty one for a `POST`, `PUT` or
  /// `PATCH` without one; nil for a request without a body.
  let body: [UInt8]?

  /// The lines for `request`, or nil when a header cannot be sent as given: a name that is
  /// not an HTTP token, or a value with a line break or a NUL (header injection).
  init?(_ request: ServiceRequest) {
    guard request.headers.allSatisfy({ Self.isToken($0.name) && Self.isFieldValue($0.value) }) else {
      return nil
    }
    body = request.body ?? (["POST", "PUT", "PATCH"].contains(request.method) ? [] : nil)
    let given = Set(request.headers.map { $0.name.lowercased() })
    var lines = request.headers.map { "\($0.name): \($0.value)" }
    if !given.contains("accept") { lines.append("Accept: application/json") }
    if body != nil, !given.contains("content-type") { lines.append("Content-Type: application/json") }
    if !given.contains("expect") { lines.append("Expect:") }
    self.lines = lines
  }

  /// Whether `name` is an HTTP token (RFC 9110 §5.6.2).
  private static func isToken(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (0x21...0x7E).contains(byte) && !"\"(),/:;<=>?@[\\]{}".utf8.contains(byte)
      }
  }

  /// Whether `value` may be sent as a header value: no line break, no NUL.
  private static func isFieldValue(_ value: String) -> Bool {
    !value.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0 }
  }
}
