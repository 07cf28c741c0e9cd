extension JSONParser {
  /// Where a scanned string's contents lie in the input (between its quotes), and what
  /// decoding it needs.
  struct RawString {
    /// The offset of the first byte after the opening quote.
    var start: Int
    /// The offset of the closing quote.
    var end: Int
    /// Whether the contents hold a backslash escape.
    var hasEscapes: Bool
    /// Whether every byte of the contents is ASCII.
    var isASCII: Bool
  }

  /// Scans the string starting at its opening quote, up to and past its closing quote:
  /// checks escape syntax and rejects unescaped control characters, eight bytes at a
  /// time where none of them needs a look. UTF-8 is checked later, by ``makeString(_:)``.
  mutating func scanString() throws(JSONError) -> JSONParser.RawString {
    let quote = position
    let start = position + 1
    let end = bytes.count
    var index = start
    var orOfBytes: UInt64 = 0  // a high bit set: some byte is not ASCII
    var hasEscapes = false
    while true {
      while index + 8 <= end {
        let word = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let flags = JSONStringBytes.flagged(in: word)
        if flags != 0 {
          let plain = JSONStringBytes.plainPrefixLength(flags)
          orOfBytes |= word & ((1 &<< (plain << 3)) &- 1)
          index += plain
          break
        }
        orOfBytes |= word
        index += 8
      }
      guard index < end else {
        throw JSONError("unterminated string starting", at: quote)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        index += try escapeLength(at: index, quote: quote)
        continue
      }
      if byte < 0x20 {
        throw JSONError(
          "unescaped control character \(JSONParser.codePoint(UInt32(byte))) in string",
          at: index)
      }
      orOfBytes |= UInt64(byte)
      index += 1
    }
    position = index + 1
    return JSONParser.RawString(
      start: start, end: index, hasEscapes: hasEscapes,
      isASCII: orOfBytes & 0x8080_8080_8080_8080 == 0)
  }

  /// Decodes a scanned string, checking its UTF-8 and pairing surrogate escapes.
  func makeString(_ raw: JSONParser.RawString) throws(JSONError) -> String {
    let content = UnsafeRawBufferPointer(rebasing: bytes[raw.start..<raw.end])
    if !raw.isASCII, let invalid = JSONParser.firstInvalidUTF8(in: content) {
      throw JSONError("invalid UTF-8 in string", at: raw.start + invalid)
    }
    if raw.hasEscapes {
      return try decodeEscapes(from: raw.start, to: raw.end)
    }
    if raw.isASCII { return JSONParser.asciiString(content) }
    return content.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
  }

  /// Checks the escape sequence at `offset` (a backslash) and returns its length.
  private func escapeLength(at offset: Int, quote: Int) throws(JSONError) -> Int {
    guard offset + 1 < bytes.count else {
      throw JSONError("unterminated string starting", at: quote)
    }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return 2
    case UInt8(ascii: "u"):
      for digit in offset + 2..<offset + 6 {
        guard digit < bytes.count else {
          throw JSONError("unterminated string starting", at: quote)
        }
        guard Self.hexValue(bytes[digit]) != nil else {
          throw JSONError(
            "invalid \\u escape: expected a hex digit, found \(describe(at: digit))", at: digit)
        }
      }
      return 6
    default:
      throw JSONError("invalid escape '\\' followed by \(describe(at: offset + 1))", at: offset)
    }
  }

  /// Decodes the contents of a string with escapes (already checked for syntax and
  /// UTF-8), pairing surrogate escapes.
  private func decodeEscapes(from start: Int, to end: Int) throws(JSONError) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(end - start)
    var index = start
    while index < end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      switch bytes[index + 1] {
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        let (scalar, length) = try unicodeEscape(at: index, end: end)
        Self.appendUTF8(of: scalar, to: &utf8)
        index += length
        continue
      default: utf8.append(bytes[index + 1])  // " \ /
      }
      index += 2
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Decodes the `\uXXXX` escape at `offset` (and the low surrogate escape that must
  /// follow a high one), returning the scalar and the number of bytes used.
  private func unicodeEscape(at offset: Int, end: Int) throws(JSONError) -> (UInt32, Int) {
    let unit = hex4(at: offset + 2)
    switch unit {
    case 0xD800...0xDBFF:
      if offset + 12 <= end, bytes[offset + 6] == UInt8(ascii: "\\"),
        bytes[offset + 7] == UInt8(ascii: "u")
      {
        let low = hex4(at: offset + 8)
        if (0xDC00...0xDFFF).contains(low) {
          return (0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), 12)
        }
      }
      throw JSONError(
        "unpaired surrogate escape \\u\(JSONParser.hexDigits(unit)) in string", at: offset)
    case 0xDC00...0xDFFF:
      throw JSONError(
        "unpaired surrogate escape \\u\(JSONParser.hexDigits(unit)) in string", at: offset)
    default:
      return (unit, 6)
    }
  }

  /// The value of the four hex digits at `offset` (already checked).
  private func hex4(at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for digit in offset..<offset + 4 {
      value = value << 4 | UInt32(Self.hexValue(bytes[digit]) ?? 0)
    }
    return value
  }

  /// The value of a hex digit, or `nil`.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Appends the UTF-8 encoding of a scalar value (never a surrogate).
  private static func appendUTF8(of scalar: UInt32, to utf8: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      utf8.append(UInt8(scalar))
    case 0x80..<0x800:
      utf8.append(UInt8(0xC0 | scalar >> 6))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      utf8.append(UInt8(0xE0 | scalar >> 12))
      utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    default:
      utf8.append(UInt8(0xF0 | scalar >> 18))
      utf8.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
