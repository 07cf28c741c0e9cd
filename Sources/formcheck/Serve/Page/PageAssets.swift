/// The live page's script and style sheet, written for this project and built into the
/// binary (no framework, no CDN: the page works offline and under
/// `Content-Security-Policy: default-src 'self'`).
enum PageAssets {
  /// The response serving `text` as `type`, cacheable but revalidated.
  static func response(_ text: String, type: String) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: type, body: Array(text.utf8),
      headers: [("Cache-Control", "no-cache")])
  }
}
