/// The one home of escaping for `serve`'s pages: every text that comes from a spec, a
/// store, a session or a request goes into HTML through ``escaped(_:)`` (into a URL path
/// through `PercentEncoding.encoded` first).
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
}
