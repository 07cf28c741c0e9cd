/// One HTTP request as the server read it, whole: `serve`'s routes answer it with an
/// ``HTTPResponse``. The server has already refused a body over its limit.
struct HTTPRequest: Sendable {
  /// The method, as sent (`GET`, `POST`, …).
  var method: String
  /// The path, percent-decoded, without the query (`/api/forms/register/validate`).
  var path: String
  /// The query's arguments, percent-decoded, in order (`?tap=register` gives
  /// `[("tap", "register")]`).
  var query: [(name: String, value: String)]
  /// The header fields, names lowercased, in order.
  var headers: [(name: String, value: String)]
  /// The body's bytes (empty without one).
  var body: [UInt8]
  /// The client's address (`127.0.0.1`, `::1`), for rate limits and the log.
  var clientAddress: String

  /// The first value of header `name` (lowercase), if sent.
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// The first value of query argument `name`, if given.
  func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}
