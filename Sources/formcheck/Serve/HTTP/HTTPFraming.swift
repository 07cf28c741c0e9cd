/// The checks of a request's head that libmicrohttpd's strict reading leaves out: a body
/// framed two ways (`Content-Length` with `Transfer-Encoding`, or two lengths that differ),
/// which a proxy in front could read otherwise than the server and so smuggle a second
/// request inside the first.
enum HTTPFraming {
  /// Why `headers` (names lowercased) frame the body ambiguously, or nil when they do not.
  static func ambiguity(in headers: [(name: String, value: String)]) -> String? {
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    if lengths.count > 1 { return "the request has two different Content-Length fields" }
    if !lengths.isEmpty, headers.contains(where: { $0.name == "transfer-encoding" }) {
      return "the request has both Content-Length and Transfer-Encoding"
    }
    return nil
  }
}
