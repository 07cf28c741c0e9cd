/// Text made safe to print on a terminal: control characters and bidirectional overrides
/// shown as visible escapes instead of acting on the terminal.
///
/// A spec, a record or a typed value is untrusted: an ESC or OSC sequence in it could
/// rewrite the screen, set the window title or hide a line, and a bidi override could make
/// text read differently from what it is. Every human-readable output (diagnostics, the
/// prompt, `run`'s text state) passes untrusted text through here. JSON, SARIF and GitHub
/// annotations escape by their own rules and do not use it.
package enum VisibleText {
  /// `text` with C0 controls (except tab), DEL, C1 controls, U+202A–U+202E and
  /// U+2066–U+2069 replaced by escapes: `\n`, `\r`, and `\u{XX}` for the rest.
  package static func escaped(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      result += escape(for: scalar)
    }
    return result
  }

  /// Whether `scalar` is shown as an escape.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The visible form of one escaped scalar.
  package static func escape(for scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
