extension JSONParser {
  /// `U+XXXX` (at least four upper-case hex digits), for messages.
  static func codePoint(_ value: UInt32) -> String {
    "U+" + hexDigits(value)
  }

  /// `value` in upper-case hex, zero-padded to at least four digits.
  static func hexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
