/// How `min_length` / `max_length` count a value's length.
public enum LengthUnit: String, Sendable, CaseIterable {
  /// User-perceived characters (Swift `Character`): "李小龍" is 3, a family emoji is 1.
  case graphemes
  /// Unicode scalars (code points), as JSON Schema and Python count.
  case scalars
  /// UTF-8 bytes.
  case utf8
  /// UTF-16 code units, as JavaScript counts.
  case utf16

  /// The length of `text` in this unit: what the string's views count, taken straight
  /// from its UTF-8 bytes where that is exact. Scalars are the bytes that are not
  /// continuation bytes (`10xxxxxx`); UTF-16 code units are the scalars plus one per
  /// scalar outside the BMP (a 4-byte sequence, lead `11110xxx`); ASCII text counted in
  /// graphemes is one character per byte, except that a CR LF pair is one character. A
  /// Swift string is always valid UTF-8, so these counts equal the views'.
  func length(of text: String) -> Int {
    switch self {
    case .utf8: return text.utf8.count
    case .scalars:
      let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
      }
      return counted ?? text.unicodeScalars.count
    case .utf16:
      let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
        var count = 0
        for byte in bytes {
          if byte & 0xC0 != 0x80 { count += 1 }
          if byte >= 0xF0 { count += 1 }
        }
        return count
      }
      return counted ?? text.utf16.count
    case .graphemes:
      let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
        var count = bytes.count
        var previous: UInt8 = 0
        for byte in bytes {
          if byte >= 0x80 { return nil }
          if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { count -= 1 }
          previous = byte
        }
        return count
      }
      return (ascii ?? nil) ?? text.count
    }
  }
}

extension LengthUnit {
  /// Where the unit stands in the order graphemes ≤ scalars ≤ UTF-16 ≤ UTF-8: any text is
  /// at least as long in a later unit as in an earlier one (a grapheme holds one scalar or
  /// more, a scalar one or two UTF-16 units, and every UTF-16 unit needs a UTF-8 byte or
  /// more — a scalar needing two UTF-16 units needs four bytes).
  var rank: Int {
    switch self {
    case .graphemes: 0
    case .scalars: 1
    case .utf16: 2
    case .utf8: 3
    }
  }

  /// Whether every text is at most as long in `self` as in `other`.
  func neverExceeds(_ other: LengthUnit) -> Bool { rank <= other.rank }
}
