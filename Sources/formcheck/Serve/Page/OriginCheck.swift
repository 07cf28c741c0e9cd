/// Whether a post may change a session: refused when its `Origin` header names another
/// origin than the one the request was sent to (its `Host`), or the opaque `null`. A post
/// without `Origin` (an old browser, a program) is allowed: the SameSite=Strict cookie
/// already keeps other sites' posts out of the session.
enum OriginCheck {
  /// Whether `request` may go on.
  static func allows(_ request: HTTPRequest) -> Bool {
    guard let origin = request.header("origin") else { return true }
    guard let host = request.header("host"), let separator = origin.firstRange(of: "://") else {
      return false
    }
    let scheme = origin[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https" else { return false }
    return origin[separator.upperBound...].lowercased() == host.lowercased()
  }
}
