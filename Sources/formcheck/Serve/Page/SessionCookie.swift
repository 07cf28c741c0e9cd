import ServeWire

/// The session cookies of `serve`'s pages: one `formcheck_session` cookie per form, scoped
/// to the form's pages (`Path=/forms/NAME`, which every request a page makes lies under),
/// read from a request's `Cookie` header and written with `HttpOnly; SameSite=Strict`,
/// plus `Secure` when the request came over HTTPS as a reverse proxy says
/// (`X-Forwarded-Proto: https`).
enum SessionCookie {
  /// The cookie's name.
  static let name = "formcheck_session"

  /// The well-formed session identifiers `request` carries, in the order sent (a browser
  /// sends the cookie of the longest path first; a cookie of another path may follow).
  static func ids(in request: HTTPRequest) -> [String] {
    var ids: [String] = []
    for header in request.headers where header.name == "cookie" {
      for value in CookieHeader.values(named: name, in: header.value) where SessionID.isWellFormed(value) {
        ids.append(value)
      }
    }
    return ids
  }

  /// The `Set-Cookie` value that gives the client session `id` for the pages under `path`
  /// (`/forms/NAME`), in answer to `request`.
  static func setCookie(id: String, path: String, for request: HTTPRequest) -> String {
    let secure = request.header("x-forwarded-proto")?.lowercased() == "https" ? "; Secure" : ""
    return "\(name)=\(id); Path=\(path); HttpOnly; SameSite=Strict\(secure)"
  }
}
