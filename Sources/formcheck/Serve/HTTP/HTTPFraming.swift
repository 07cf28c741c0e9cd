/// The checks of a request's head that libmicrohttpd 0.9.75 leaves out even at its
/// strictest, each a head that a proxy in front could read otherwise than the server — and
/// so smuggle a second request inside the first, or hide one in a body: a folded line
/// (which libmicrohttpd appends to the field's name, so a folded `Content-Length` is lost),
/// a field name that is not a token (`Content-Length : 5` is not a length to it), a control
/// character in a value (a bare CR, which another reader may take for a line end), a body
/// framed two ways (`Content-Length` with `Transfer-Encoding`, two lengths that differ), or
/// a `Transfer-Encoding` other than `chunked` alone (which libmicrohttpd reads as a body
/// lasting to the connection's end).
enum HTTPFraming {
  /// Why a head with `headers` (names lowercased) is refused, or nil when it is not;
  /// `folded` says whether one of its fields came from a folded line.
  static func refusal(of headers: [(name: String, value: String)], folded: Bool) -> String? {
    if folded { return "the request has a folded header line (one starting with a space or tab)" }
    for header in headers {
      if header.name.isEmpty || !header.name.utf8.allSatisfy(isTokenByte) {
        return "the request has a header field name that is not a token"
      }
      if header.value.utf8.contains(where: isControl) {
        return "the request has a control character in a header field's value"
      }
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    if lengths.count > 1 { return "the request has two different Content-Length fields" }
    let encodings = headers.filter { $0.name == "transfer-encoding" }
    if !lengths.isEmpty, !encodings.isEmpty {
      return "the request has both Content-Length and Transfer-Encoding"
    }
    if encodings.count > 1 || encodings.contains(where: { $0.value.lowercased() != "chunked" }) {
      return "the request's Transfer-Encoding is not chunked alone"
    }
    return nil
  }

  /// Whether `byte` may be part of a token (RFC 9110's `tchar`; names are lowercased).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
    default: tokenSymbols.contains(byte)
    }
  }

  /// The symbols a token may hold beside letters and digits.
  private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)

  /// Whether `byte` is a control character a field value may not hold (all but tab).
  private static func isControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09) || byte == 0x7F
  }
}
