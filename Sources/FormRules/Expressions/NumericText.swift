package import FormRulesIO

/// Reading text as a number, the way expressions compare a field's value with a number.
///
/// Accepted: optional surrounding spaces or tabs, an optional sign, decimal digits with an
/// optional fraction and an optional exponent (`18`, ` -2.5 `, `.5`, `3.`, `1e3`). Not
/// accepted: an empty text, `nan`, `inf`, hexadecimal, digit separators, or anything that
/// overflows to infinity.
package enum NumericText {
  /// `number` as specs and messages write it: `18` rather than `18.0` (whole numbers a
  /// spec can hold are written without a fraction).
  static func format(_ number: Double) -> String {
    if let whole = wholeNumber(number) { return String(whole) }
    return FixedPoint(number)?.text ?? String(number)
  }

  /// Appends ``format(_:)`` of finite `number` to `writer` as a JSON number, without
  /// building the `String` (a computed amount per item per record).
  package static func append(_ number: Double, to writer: inout JSONWriter) {
    if let whole = wholeNumber(number) {
      writer.appendInt(whole)
    } else if let fixed = FixedPoint(number) {
      writer.appendBytes(upTo: fixed.length) { fixed.write(into: $0) }
    } else {
      writer.appendRaw(contentsOf: String(number))
    }
  }

  /// `String(number)` for a number of at most six decimals (and below 2^52 once scaled),
  /// without the general shortest-digits search: the amounts and totals a form computes
  /// (`19.62`), written per item per record. The fewest decimals `k` for which the
  /// scaled number rounds back to it give the shortest digits that read back as `number`
  /// (one division of two exact doubles, correctly rounded, as a reading is), and below
  /// 2^52 no other number of `k` decimals does: the digits `String` writes.
  struct FixedPoint {
    /// The digits, without the point.
    let digits: UInt64
    /// How many of them follow the point (1 to 6).
    let decimals: Int
    /// Whether a `-` comes first.
    let negative: Bool
    /// The width of the digits written: at least one before the point (`0.05`).
    private let width: Int
    /// How many bytes ``write(into:)`` writes.
    let length: Int

    /// The number as fixed-point digits; nil for any other number (beyond the fixed
    /// notation's range, 1e-4 up, too).
    init?(_ number: Double) {
      let magnitude = abs(number)
      guard magnitude >= 1e-4, magnitude < 1e15 else { return nil }
      for decimals in 1...6 {
        let power = NumericText.powersOfTen[decimals]
        let product = magnitude * power
        guard product < 4_503_599_627_370_496 else { return nil }  // 2^52
        // The nearest whole number by truncation (no call to `round`): where the product
        // is within a quarter of a whole number, the only case where the check below can
        // hold, adding a half and truncating gives that number.
        // Converted as a signed integer: one instruction, where an unsigned conversion
        // takes several (the product is below 2^52, so both give the same).
        let scaled = Int64(product + 0.5)
        guard scaled < 4_503_599_627_370_496, Double(scaled) / power == magnitude else { continue }
        digits = UInt64(scaled)
        self.decimals = decimals
        negative = number < 0
        var count = 1
        var rest = digits
        while rest >= 10 {
          rest /= 10
          count += 1
        }
        width = max(count, decimals + 1)
        length = width + 1 + (negative ? 1 : 0)
        return
      }
      return nil
    }

    /// The number as text: what ``write(into:)`` writes.
    var text: String {
      String(unsafeUninitializedCapacity: length) { write(into: UnsafeMutableRawBufferPointer($0)) }
    }

    /// Writes the number at the start of `buffer` (``length`` bytes at least); returns
    /// ``length``.
    func write(into buffer: UnsafeMutableRawBufferPointer) -> Int {
      var end = length
      var value = digits
      for position in 0..<width {
        if position == decimals {
          end -= 1
          buffer[end] = UInt8(ascii: ".")
        }
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
      if negative { buffer[0] = UInt8(ascii: "-") }
      return length
    }
  }

  /// `number` as an `Int` when ``format(_:)`` writes it without a fraction, else nil.
  static func wholeNumber(_ number: Double) -> Int? {
    // Within the bound an `Int` holds the number's whole part (the conversion truncates:
    // no call to `round`), and the number is whole exactly when that part is all of it.
    guard abs(number) <= SpecLimits.largestNumber else { return nil }
    let whole = Int(number)
    return Double(whole) == number ? whole : nil
  }

  /// `text` written the one way ``format(_:)`` writes its number (`4.0` and `4` are both
  /// `4`), or `text` itself when it is not a number: how typed values compare as numbers.
  static func canonical(_ text: String) -> String {
    number(from: text).map(format) ?? text
  }

  /// The number `text` spells in JSON syntax, `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`,
  /// when it is finite as a double; nil otherwise. What a `number` field accepts, and the
  /// value it reads as, from one reading.
  ///
  /// Read on the text's bytes in place: a type check, each bound and each expression
  /// reading a number field call it, per set (a batch's order lines, measured: scanning
  /// through `Substring.UTF8View` indices was a tenth of a record's instructions).
  static func jsonNumber(_ text: String) -> Double? {
    switch text.utf8.withContiguousStorageIfAvailable(jsonNumberSyntax) {
    case .plain(let number)?: return number
    case .other?:
      // What `number(from:)` gives for it, without checking the syntax again.
      guard let number = Double(text), number.isFinite else { return nil }
      return number
    case .invalid?: return nil
    case nil:
      var copy = text
      copy.makeContiguousUTF8()
      return jsonNumber(copy)
    }
  }

  /// What ``jsonNumber(_:)`` finds in a text's bytes.
  private enum JSONNumberSyntax {
    /// Not in JSON number syntax.
    case invalid
    /// In it and plainly written (``plainDecimal(_:)``): its value.
    case plain(Double)
    /// In it, with an exponent or more digits than a plain decimal has.
    case other
  }

  /// Whether `bytes` are `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`, and the number when it is
  /// plainly written (at most 15 digits, no exponent: ``plainDecimal(_:)``'s value), read
  /// in the same pass as the syntax.
  private static func jsonNumberSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONNumberSyntax {
    let count = bytes.count
    let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
    var index = negative ? 1 : 0
    var mantissa: UInt64 = 0  // the digits read, when at most 15 (then below 2^53)
    var digits = 0
    func readDigits() {
      while index < count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
        index += 1
      }
    }
    if index < count, bytes[index] == UInt8(ascii: "0") {
      index += 1
      digits = 1
    } else {
      readDigits()
      if digits == 0 { return .invalid }
    }
    var decimals = 0
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let before = digits
      readDigits()
      decimals = digits - before
      if decimals == 0 { return .invalid }
    }
    guard index < count else {
      guard digits <= 15 else { return .other }
      return .plain(exactDecimal(mantissa, scale: decimals, negative: negative))
    }
    guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return .invalid }
    index += 1
    if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
    let exponentStart = index
    while index < count, isDigit(bytes[index]) { index += 1 }
    return index > exponentStart && index == count ? .other : .invalid
  }

  /// Whether `text` is a value of an `integer` field (``isInteger(_:)``) and, when it is,
  /// the number it spells (``number(from:)``), from one reading of its bytes.
  static func integer(_ text: String) -> (isInteger: Bool, number: Double?) {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> (Bool, Double?)? in
      let negative = bytes.first == UInt8(ascii: "-")
      let digits = bytes.count - (negative ? 1 : 0)
      guard digits > 0, digits <= 15 else { return nil }
      var mantissa: UInt64 = 0
      for index in (negative ? 1 : 0)..<bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return (false, nil) }
        mantissa = mantissa &* 10 &+ UInt64(digit)
      }
      return (true, exactDecimal(mantissa, scale: 0, negative: negative))
    }
    if let plain = plain ?? nil { return plain }
    guard isInteger(text) else { return (false, nil) }
    return (true, number(from: text))
  }

  /// Whether `text` is an optional `-` and at least one digit: what an `integer` field
  /// accepts.
  static func isInteger(_ text: String) -> Bool {
    if let isInteger = text.utf8.withContiguousStorageIfAvailable(isInteger) { return isInteger }
    let bytes = text.utf8
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    return !digits.isEmpty && digits.allSatisfy(isDigit)
  }

  /// ``isInteger(_:)`` on the text's UTF-8 bytes.
  private static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    return !digits.isEmpty && digits.allSatisfy(isDigit)
  }

  /// The number `text` spells, or `nil` when it is not a number.
  static func number(from text: String) -> Double? {
    if let number = plainDecimal(text) { return number }
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

  /// The number `text` spells when it is plainly written — an optional `-`, at most 15
  /// digits with at most one `.` among them, nothing else — or nil for the general path.
  ///
  /// What typed fields hold is nearly always written so (`3`, `2.5`, `-0.01`), and a
  /// value is read by its type check, each bound and each expression. The digits then
  /// form an integer below 2^53 and the scale a power of ten up to 10^15, both exact as
  /// doubles, so one IEEE division rounds correctly: the same double as `Double(text)`
  /// (Clinger's fast path), without its conversions.
  private static func plainDecimal(_ text: String) -> Double? {
    text.utf8.withContiguousStorageIfAvailable(plainDecimal) ?? nil
  }

  /// ``plainDecimal(_:)`` on the text's UTF-8 bytes.
  private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard !bytes.isEmpty, bytes.count <= 17 else { return nil }
    let isNegative = bytes[0] == UInt8(ascii: "-")
    var mantissa: UInt64 = 0
    var digits = 0
    var pointAt = -1
    for index in (isNegative ? 1 : 0)..<bytes.count {
      let byte = bytes[index]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
      } else if byte == UInt8(ascii: "."), pointAt < 0 {
        pointAt = index
      } else {
        return nil
      }
    }
    guard digits > 0, digits <= 15 else { return nil }
    let scale = pointAt < 0 ? 0 : bytes.count - 1 - pointAt
    return exactDecimal(mantissa, scale: scale, negative: isNegative)
  }

  /// The number `mantissa` × 10^-`scale`, negated when `negative`, for a mantissa of at
  /// most 15 digits and a scale up to 15: both are exact as doubles, so one IEEE division
  /// rounds correctly and gives the double `Double(text)` reads for the same digits
  /// (Clinger's fast path). The one place the plain readings above compute a value.
  @inline(__always)
  private static func exactDecimal(_ mantissa: UInt64, scale: Int, negative: Bool) -> Double {
    let magnitude = Double(mantissa) / powersOfTen[scale]
    return negative ? -magnitude : magnitude
  }

  /// 10^0 … 10^15, each exact as a double. Written out: a literal array is laid out when
  /// the binary is built, where one computed at first use costs a `swift_once` check on
  /// every read (four per order line: docs/performance.md).
  fileprivate static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  /// A space or a tab.
  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// An ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Whether `bytes` is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
  private static func isDecimal(_ bytes: Substring.UTF8View) -> Bool {
    var scanner = Scanner(bytes: bytes, index: bytes.startIndex)
    _ = scanner.skip(UInt8(ascii: "+")) || scanner.skip(UInt8(ascii: "-"))
    var digits = scanner.skipDigits()
    if scanner.skip(UInt8(ascii: ".")) { digits += scanner.skipDigits() }
    return digits > 0 && scanner.skipExponent() && scanner.isAtEnd
  }

  /// Reads bytes left to right, for the syntax checks.
  private struct Scanner {
    /// The bytes.
    let bytes: Substring.UTF8View
    /// The next byte's position.
    var index: Substring.UTF8View.Index

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.endIndex }

    /// Skips `byte` if it is next; whether it was.
    mutating func skip(_ byte: UInt8) -> Bool {
      guard index < bytes.endIndex, bytes[index] == byte else { return false }
      index = bytes.index(after: index)
      return true
    }

    /// Skips ASCII digits; how many.
    mutating func skipDigits() -> Int {
      var count = 0
      while index < bytes.endIndex, isDigit(bytes[index]) {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }

    /// Skips `[eE] [+-]? digits` if an exponent is next; false when one starts but has no
    /// digits.
    mutating func skipExponent() -> Bool {
      guard skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) else { return true }
      _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
      return skipDigits() > 0
    }
  }
}
