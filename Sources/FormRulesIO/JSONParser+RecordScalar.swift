extension JSONParser {
  /// The last string value a record object put in a slot, when written without escapes:
  /// a string value with the same bytes (a repeated password) takes the same `String`.
  struct PreviousString {
    /// Where the value lies in the input.
    var raw: RawString
    /// The slot it went to.
    var slot: Int
  }

  /// Reads the value at the current position into `values[slot]` as every record path
  /// takes a scalar: a string as it is, a number as its JSON text (in a slot of integers,
  /// `integer`, a whole one as its digits: ``JSONValue/recordText(ofNumber:integer:)``),
  /// a boolean as `true`/`false`, `null` as empty. Returns false, consuming nothing, when
  /// the value is an array or an object, which no slot holds.
  ///
  /// Transparent, so always inlined: Swift 6.3's optimizer leaves `@inline(__always)`
  /// functions like this one out of line when it deems them not profitable, and the call
  /// cost the flat path 3 % of its instructions (measured, docs/performance.md).
  @_transparent
  mutating func readRecordScalar(
    into values: inout [String], slot: Int, integer: Bool, previous: inout PreviousString?
  ) throws(JSONError) -> Bool {
    switch current {
    case UInt8(ascii: "\""):
      let raw = try scanString()
      if let earlier = previous, sameBytes(earlier.raw, raw) {
        values[slot] = values[earlier.slot]
      } else if let number = smallWholeNumber(from: raw.start, to: raw.end) {
        values[slot] = Self.smallWholeNumberTexts[number]
      } else {
        values[slot] = try makeString(raw)
      }
      previous = raw.hasEscapes ? nil : PreviousString(raw: raw, slot: slot)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      return false
    case UInt8(ascii: "-"), (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
      // A number straight from its bytes, as `parseValue()` reads it, without the value
      // around it.
      previous = nil
      let start = position
      try skipNumber()
      if let number = smallWholeNumber(from: start, to: position) {
        values[slot] = Self.smallWholeNumberTexts[number]
      } else {
        values[slot] = JSONValue.recordText(ofNumber: numberText(from: start), integer: integer)
      }
    default:
      previous = nil  // the slot of a previous string may be this one, set again
      switch try parseValue() {
      case .bool(let flag): values[slot] = flag ? "true" : "false"
      case .null: values[slot] = ""
      case .number, .string, .array, .object: return false  // the cases above took these
      }
    }
    return true
  }

  /// The texts of the whole numbers 0 to 99, made once: values as short as these (a
  /// quantity, an age, a count) are most of a record's numbers, and taking one of them is
  /// cheaper than making the same `String` again for every record. Written out: a literal
  /// array is laid out when the binary is built, where one computed at first use costs a
  /// `swift_once` check on every read.
  private static let smallWholeNumberTexts: [String] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
    "10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
    "20", "21", "22", "23", "24", "25", "26", "27", "28", "29",
    "30", "31", "32", "33", "34", "35", "36", "37", "38", "39",
    "40", "41", "42", "43", "44", "45", "46", "47", "48", "49",
    "50", "51", "52", "53", "54", "55", "56", "57", "58", "59",
    "60", "61", "62", "63", "64", "65", "66", "67", "68", "69",
    "70", "71", "72", "73", "74", "75", "76", "77", "78", "79",
    "80", "81", "82", "83", "84", "85", "86", "87", "88", "89",
    "90", "91", "92", "93", "94", "95", "96", "97", "98", "99",
  ]

  /// The number the input's bytes `start..<end` spell when they are the one or two digits
  /// of a whole number below 100 as written canonically (no leading zero but `0` itself),
  /// else nil.
  @inline(__always)
  private func smallWholeNumber(from start: Int, to end: Int) -> Int? {
    switch end - start {
    case 1:
      let digit = bytes[start] &- UInt8(ascii: "0")
      return digit < 10 ? Int(digit) : nil
    case 2:
      let tens = bytes[start] &- UInt8(ascii: "0")
      let ones = bytes[start + 1] &- UInt8(ascii: "0")
      return tens > 0 && tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : nil
    default:
      return nil
    }
  }

  /// Checks the value at the current position exactly as ``parseValue()`` does (the same
  /// errors, the same nesting limit) without keeping it: for a key a record has no slot
  /// for. Repeated keys inside it are allowed, as in ``parseValue()``.
  mutating func skipValue() throws(JSONError) {
    switch current {
    case UInt8(ascii: "\""):
      _ = try makeString(try scanString())
    case UInt8(ascii: "{"):
      guard try open(.object) else { return }
      repeat {
        try expectKey()
        _ = try makeString(try scanString())
        try expectColon()
        try skipValue()
      } while try next(in: .object)
    case UInt8(ascii: "["):
      guard try open(.array) else { return }
      repeat {
        try skipValue()
      } while try next(in: .array)
    default:
      _ = try parseValue()
    }
  }
}
