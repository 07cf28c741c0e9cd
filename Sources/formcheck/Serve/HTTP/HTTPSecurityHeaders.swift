/// The header fields the server adds to every response: a strict Content-Security-Policy
/// (only the site's own scripts, styles, images and connections; no inline script, no
/// framing), no MIME sniffing, no referrer, and no caching unless the response says
/// otherwise (assets may).
enum HTTPSecurityHeaders {
  /// The Content-Security-Policy.
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    + "connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; "
    + "frame-ancestors 'none'"

  /// `response`'s header fields followed by the added ones.
  static func all(for response: HTTPResponse) -> [(name: String, value: String)] {
    var headers = response.headers
    headers.append(("Content-Security-Policy", contentSecurityPolicy))
    headers.append(("X-Content-Type-Options", "nosniff"))
    headers.append(("Referrer-Policy", "no-referrer"))
    if !headers.contains(where: { $0.name.lowercased() == "cache-control" }) {
      headers.append(("Cache-Control", "no-store"))
    }
    return headers
  }
}
