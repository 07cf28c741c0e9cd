/// Finds the first byte of a spec that is not valid UTF-8, so that the loader reports it
/// at its own line and column with its value (`invalid UTF-8 byte 0xE9`).
///
/// libyaml notices such a byte only when it decodes the sequence the byte starts, and then
/// blames the byte after it ("invalid trailing UTF-8 octet" for a Latin-1 `é` followed by
/// a space), or gives no value at all ("incomplete UTF-8 octet sequence").
enum YAMLUTF8Check {
  /// The index of the first byte of `bytes` that does not start a well-formed UTF-8
  /// sequence (Unicode's table 3-7: no overlong forms, surrogates, or code points past
  /// U+10FFFF); nil when all of `bytes` is valid UTF-8.
  static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      guard let (length, second) = shape(of: lead), index + length <= bytes.endIndex,
        second.contains(bytes[index + 1]),
        bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { return index }
      index += length
    }
    return nil
  }

  /// The length of the sequence `lead` starts and the range its second byte must be in;
  /// nil when `lead` cannot start a sequence.
  private static func shape(of lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xE1...0xEF: (3, 0x80...0xBF)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    default: nil
    }
  }
}
