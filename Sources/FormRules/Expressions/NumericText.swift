/// Reading text as a number, the way expressions compare a field's value with a number.
///
/// Accepted: optional surrounding spaces or tabs, an optional sign, decimal digits with an
/// optional fraction and an optional exponent (`18`, ` -2.5 `, `.5`, `3.`, `1e3`). Not
/// accepted: an empty text, `nan`, `inf`, hexadecimal, digit separators, or anything that
/// overflows to infinity.
enum NumericText {
  /// `number` as specs and messages write it: `18` rather than `18.0` (whole numbers a
  /// spec can hold are written without a fraction).
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) <= SpecLimits.largestNumber { return String(Int(number)) }
    return String(number)
  }

  /// The number `text` spells, or `nil` when it is not a number.
  static func number(from text: String) -> Double? {
    let bytes = text.utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
    while start < end, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    guard isDecimal(bytes[start..<end]) else { return nil }
    let number: Double?
    if start == bytes.startIndex, end == bytes.endIndex {
      number = Double(text)
    } else {
      number = Double(Substring(text.utf8[start..<end]))
    }
    guard let number, number.isFinite else { return nil }
    return number
  }

  /// A space or a tab.
  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// An ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Whether `bytes` is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
  private static func isDecimal(_ bytes: Substring.UTF8View) -> Bool {
    var index = bytes.startIndex
    func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
    func skipDigits() -> Int {
      var count = 0
      while let byte = peek(), isDigit(byte) {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }
    if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      index = bytes.index(after: index)
    }
    var digits = skipDigits()
    if peek() == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      digits += skipDigits()
    }
    guard digits > 0 else { return false }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      index = bytes.index(after: index)
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index = bytes.index(after: index)
      }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }
}
