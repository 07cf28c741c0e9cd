/// Turns a byte offset into a 1-based line and column counted the way libyaml counts its
/// marks: columns in Unicode scalars, and `LF`, `CRLF`, `CR`, `NEL`, `LS` and `PS` as line
/// breaks.
///
/// libyaml reports reader errors (invalid UTF-8, control characters) with a byte offset
/// instead of a mark; this gives them the same kind of location as every other error.
enum YAMLByteLocator {
  /// The location of the byte at `offset` in `bytes` (offsets past the end are clamped).
  static func location(
    ofByteOffset offset: Int, in bytes: ArraySlice<UInt8>, file: String
  ) -> SourceLocation {
    let end = bytes.startIndex + min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    var index = bytes.startIndex
    while index < end {
      let breakLength = lineBreakLength(at: index, in: bytes, before: end)
      if breakLength > 0 {
        line += 1
        column = 1
        index += breakLength
        continue
      }
      if bytes[index] & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
        column += 1
      }
      index += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The number of bytes of the line break starting at `index`, or 0 if none starts there.
  private static func lineBreakLength(
    at index: Int, in bytes: ArraySlice<UInt8>, before end: Int
  ) -> Int {
    func byte(_ distance: Int) -> UInt8? {
      index + distance < end ? bytes[index + distance] : nil
    }
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return byte(1) == 0x0A ? 2 : 1
    case 0xC2 where byte(1) == 0x85: return 2
    case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
    default: return 0
    }
  }
}
