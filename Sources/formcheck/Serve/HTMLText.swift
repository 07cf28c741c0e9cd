/// The one home of escaping for `serve`'s pages: every text that comes from a spec, a
/// store, a session or a request goes into HTML through ``escaped(_:)``, and into a URL
/// path through ``pathSegment(_:)``.
enum HTMLText {
  /// `text` safe inside an element or a double- or single-quoted attribute value: `&`,
  /// `<`, `>`, `"` and `'` as character references, and the control characters HTML does
  /// not allow (NUL, C0 controls other than tab, line feed and carriage return, DEL, C1)
  /// as U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` percent-encoded as one path segment: every byte but the unreserved ones
  /// (letters, digits, `-._~`) as `%XX`.
  static func pathSegment(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".utf8)
        result += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
      }
    }
    return result
  }
}
