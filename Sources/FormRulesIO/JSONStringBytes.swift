/// The bytes that cannot appear raw inside a JSON string — `"`, `\` and the control
/// characters below 0x20 — found eight at a time in a `UInt64` (SWAR), for the parser's
/// scan for a string's end and the writer's escaping.
enum JSONStringBytes {
  /// The high bit of each byte of `word` (little-endian) that is `"`, `\` or below
  /// 0x20. The lowest set bit is exact; bits above it may be false alarms (a borrow
  /// from a flagged byte), so callers look at each byte from the first flagged one on.
  @inline(__always)
  static func flagged(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let zeroInQuotes = (quotes &- ones) & ~quotes
    let zeroInBackslashes = (backslashes &- ones) & ~backslashes
    let belowSpace = (word &- ones &* 0x20) & ~word
    return (zeroInQuotes | zeroInBackslashes | belowSpace) & highs
  }

  /// How many bytes of `word` come before the first flagged one (`flags` from
  /// ``flagged(in:)``, not zero).
  @inline(__always)
  static func plainPrefixLength(_ flags: UInt64) -> Int {
    flags.trailingZeroBitCount >> 3
  }
}
