extension JSONParser {
  /// Names what is at `offset` for an error message: `character 'x'` for printable
  /// ASCII, `character U+00E9` for other scalars (with a note for a byte order mark),
  /// `invalid UTF-8 byte 0xFF`, or `end of input`.
  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if (0x21...0x7E).contains(byte) {
      return "character '\(Character(Unicode.Scalar(byte)))'"
    }
    let rest = UnsafeRawBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)])
    var iterator = rest.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
      return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
    let scalar = Unicode.UTF8.decode(encoded)
    let note = scalar.value == 0xFEFF ? " (byte order mark)" : ""
    return "character \(JSONParser.codePoint(scalar.value))\(note)"
  }

  /// Names the value that starts at the current position (`an array`, `a string`,
  /// `a number`, `true`, …) for `expected a JSON object, found …`.
  func describeValueStart() -> String {
    guard let byte = current else { return "end of input" }
    switch byte {
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    case UInt8(ascii: "t") where hasPrefix("true"): return "true"
    case UInt8(ascii: "f") where hasPrefix("false"): return "false"
    case UInt8(ascii: "n") where hasPrefix("null"): return "null"
    default: return describe(at: position)
    }
  }

  /// Whether the input continues with `literal` at the current position.
  private func hasPrefix(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    return UnsafeBufferPointer(start: literal.utf8Start, count: count).elementsEqual(
      bytes[position..<position + count])
  }

  /// `U+XXXX` (at least four upper-case hex digits), for messages.
  static func codePoint(_ value: UInt32) -> String {
    "U+" + hexDigits(value)
  }

  /// `value` in upper-case hex, zero-padded to at least four digits.
  static func hexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
