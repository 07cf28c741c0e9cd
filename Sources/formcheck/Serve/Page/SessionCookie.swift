import ServeWire

/// The session cookie of `serve`'s pages: `formcheck_session`, read from a request's
/// `Cookie` header and written with `Path=/; HttpOnly; SameSite=Strict`, plus `Secure`
/// when the request came over HTTPS as a reverse proxy says (`X-Forwarded-Proto: https`).
enum SessionCookie {
  /// The cookie's name.
  static let name = "formcheck_session"

  /// The session identifier `request` carries, if it carries a well-formed one.
  static func id(in request: HTTPRequest) -> String? {
    for header in request.headers where header.name == "cookie" {
      for value in CookieHeader.values(named: name, in: header.value) where SessionID.isWellFormed(value) {
        return value
      }
    }
    return nil
  }

  /// The `Set-Cookie` value that gives the client session `id`, in answer to `request`.
  static func setCookie(id: String, for request: HTTPRequest) -> String {
    let secure = request.header("x-forwarded-proto")?.lowercased() == "https" ? "; Secure" : ""
    return "\(name)=\(id); Path=/; HttpOnly; SameSite=Strict\(secure)"
  }
}
