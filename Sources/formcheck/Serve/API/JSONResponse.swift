import FormRulesIO

/// The API's JSON responses: a body as written, or an error `{"error":"…"}` (the one
/// shape of every error the server answers).
enum JSONResponse {
  /// The media type of every JSON response.
  static let contentType = "application/json; charset=utf-8"

  /// `bytes` (JSON) with `status`.
  static func body(_ bytes: [UInt8], status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: contentType, body: bytes)
  }

  /// `{"error":message}` with `status` and `headers`.
  static func error(_ status: Int, _ message: String, headers: [(name: String, value: String)] = [])
    -> HTTPResponse
  {
    var writer = JSONWriter(capacity: 128 + message.utf8.count)
    writer.appendRaw("{\"error\":")
    writer.appendString(message)
    writer.appendRaw("}\n")
    return HTTPResponse(status: status, contentType: contentType, body: writer.bytes, headers: headers)
  }

  /// Whether a `Content-Type` field says JSON (`application/json`, any parameters).
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != 0x20 && $0 != 0x09 }
    return mediaType.count == jsonType.count && zip(mediaType, jsonType).allSatisfy { $0 | 0x20 == $1 }
  }

  /// `application/json`, whose bytes all keep their value when OR-ed with 0x20 (ASCII
  /// lowercase): ``isJSON(_:)`` compares without regard to case that way.
  private static let jsonType = Array("application/json".utf8)

  /// 405 for a route that answers only `allowed` (with `Allow`; `GET` brings `HEAD`,
  /// which the server answers as a `GET`).
  static func methodNotAllowed(_ method: String, allowed: [String]) -> HTTPResponse {
    let list = (allowed.contains("GET") ? allowed + ["HEAD"] : allowed).joined(separator: ", ")
    return error(
      405, "method \(method) is not allowed here; use \(list)", headers: [("Allow", list)])
  }
}
