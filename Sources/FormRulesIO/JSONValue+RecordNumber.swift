extension JSONValue {
  /// The largest magnitude a JSON number may have to be read as an integer's digits:
  /// 2^53, beyond which a double (what most JSON producers hold numbers in) no longer
  /// has every whole number, and which bounds the digits written for `1e999999999`.
  static let largestWholeNumber: UInt64 = 1 << 53

  /// The text a record's slot takes for the JSON number `number` (its exact source text,
  /// already checked against the grammar): in a slot of integers, a number that denotes a
  /// whole number exactly, of magnitude at most ``largestWholeNumber``, as its canonical
  /// digits (`18.0`, `1.8e1` and `180e-1` are `18`; `-0.0` is `0`); any other number, and
  /// any number in another slot, as written. Both record paths take numbers through here.
  package static func recordText(ofNumber number: String, integer: Bool) -> String {
    guard integer else { return number }
    return wholeDigits(of: number) ?? number
  }

  /// The canonical digits (`-` for a negative value, no leading zeros) of the whole number
  /// the JSON number `number` denotes exactly, or nil when it is not whole or its
  /// magnitude exceeds ``largestWholeNumber``. Exact: the digits and the exponent are read
  /// as written, never through a double.
  static func wholeDigits(of number: String) -> String? {
    if number.utf8.withContiguousStorageIfAvailable(isCanonicalDigits) == true { return number }
    let bytes = Array(number.utf8)
    let negative = bytes.first == UInt8(ascii: "-")
    var index = negative ? 1 : 0
    var significand: [UInt8] = []  // the digits before the exponent, without the point
    var afterPoint = 0  // how many of them follow the point
    var seenPoint = false
    while index < bytes.count, bytes[index] | 0x20 != UInt8(ascii: "e") {
      if bytes[index] == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        significand.append(bytes[index] - UInt8(ascii: "0"))
        if seenPoint { afterPoint += 1 }
      }
      index += 1
    }
    var exponent = 0
    if index < bytes.count {
      index += 1
      let exponentNegative = bytes[index] == UInt8(ascii: "-")
      if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      for byte in bytes[index...] {
        exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), Self.exponentCap)
      }
      if exponentNegative { exponent = -exponent }
    }
    guard let first = significand.firstIndex(where: { $0 != 0 }),
      let last = significand.lastIndex(where: { $0 != 0 })
    else { return "0" }
    // The value is significand[first...last] × 10^scale.
    let scale = exponent - afterPoint + (significand.count - 1 - last)
    guard scale >= 0, last - first + 1 + scale <= Self.maxWholeDigits else { return nil }
    var magnitude: UInt64 = 0
    for digit in significand[first...last] { magnitude = magnitude * 10 + UInt64(digit) }
    for _ in 0..<scale { magnitude *= 10 }
    guard magnitude <= Self.largestWholeNumber else { return nil }
    return negative ? "-\(magnitude)" : "\(magnitude)"
  }

  /// Whether `bytes` are already what ``wholeDigits(of:)`` gives for them: an optional `-`
  /// and at most 15 digits without a leading zero, not `-0` (the integers records hold;
  /// read without building arrays).
  private static func isCanonicalDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    guard let first = digits.first, digits.count <= 15 else { return false }
    guard first != UInt8(ascii: "0") else { return bytes.count == 1 }
    return digits.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
  }

  /// How many digits ``largestWholeNumber`` has.
  private static let maxWholeDigits = 16

  /// Where an exponent's value stops growing: beyond the length of any input, so that
  /// capping it never changes whether a number is whole.
  private static let exponentCap = 1 << 40
}
