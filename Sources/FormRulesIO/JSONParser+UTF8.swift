extension JSONParser {
  /// The offset of the first byte of the first ill-formed UTF-8 sequence in `bytes`, or
  /// `nil` when all of it is well-formed. Well-formed means Unicode's table 3-7: no
  /// overlong forms, no encoded surrogates (U+D800–U+DFFF), nothing past U+10FFFF, no
  /// stray continuation bytes, no truncated sequences.
  package static func firstInvalidUTF8(in bytes: UnsafeRawBufferPointer) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      var length = 0
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, secondRange) = (3, 0x80...0x9F)
      case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
      default: return index
      }
      guard index + length <= count, secondRange.contains(bytes[index + 1]) else {
        return index
      }
      for continuation in index + 2..<index + length
      where !(0x80...0xBF).contains(bytes[continuation]) {
        return index
      }
      index += length
    }
    return nil
  }
}

extension JSONParser {
  /// The `String` of `bytes`, which must all be ASCII (a number's text, a string the
  /// scanner found ASCII without escapes): copied straight into the string's storage,
  /// which for up to 15 bytes is the `String` value itself, without the UTF-8 validation
  /// and repair `String(decoding:as:)` runs (about 150 instructions of an 8-byte value,
  /// twice per order line; docs/performance.md).
  static func asciiString(_ bytes: UnsafeRawBufferPointer) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
      return bytes.count
    }
  }
}
