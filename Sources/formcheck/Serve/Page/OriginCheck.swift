/// Whether a post may change a session: refused when its `Origin` header names another
/// origin than the one the request was sent to (its `Host`, port and all) or than a name
/// given with `--allowed-host` (any port: a reverse proxy in front of the server sends its
/// own `Host`), or the opaque `null`. A post without `Origin` (an old browser, a program) is
/// allowed: the SameSite=Strict cookie already keeps other sites' posts out of the session.
enum OriginCheck {
  /// Whether `request` may go on, `allowedNames` being the `--allowed-host` names
  /// (lowercased).
  static func allows(_ request: HTTPRequest, allowedNames: Set<String>) -> Bool {
    guard let origin = request.header("origin") else { return true }
    guard let separator = origin.firstRange(of: "://") else { return false }
    let scheme = origin[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https" else { return false }
    let authority = origin[separator.upperBound...].lowercased()
    if allowedNames.contains(HostAllowList.name(of: authority)) { return true }
    guard let host = request.header("host") else { return false }
    return authority == host.lowercased()
  }
}
