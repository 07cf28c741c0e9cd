/// Appends JSON text to a growable byte buffer: escaped strings, integers, literals,
/// whole values and trusted raw fragments. It adds no separators itself.
///
/// The buffer is an `[UInt8]` kept at its full size, with `count` marking the bytes
/// written, so that each append is one bounds check and a copy.
package struct JSONWriter {
  /// The buffer; only its first `count` bytes are output.
  private var storage: [UInt8]
  /// How many bytes have been written.
  package private(set) var count = 0

  /// Creates an empty writer with room for `capacity` bytes (it grows when needed).
  package init(capacity: Int = 80 * 1024) {
    storage = [UInt8](repeating: 0, count: max(capacity, 16))
  }

  /// A copy of the bytes written so far.
  package var bytes: [UInt8] {
    Array(storage[..<count])
  }

  /// Calls `body` with the bytes written so far.
  package func withBytes<R, E: Error>(
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    let result = storage.withUnsafeBytes { buffer in
      Result { () throws(E) in try body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
    }
    return try result.get()
  }

  /// Forgets the bytes written, keeping the buffer.
  package mutating func removeAll() {
    count = 0
  }

  /// Appends trusted text as is, e.g. `{"record":` (it must already be valid JSON
  /// where it lands).
  package mutating func appendRaw(_ text: String) {
    var text = text
    text.withUTF8 { appendRaw(UnsafeRawBufferPointer($0)) }
  }

  /// Appends trusted bytes as is.
  package mutating func appendRaw(_ raw: UnsafeRawBufferPointer) {
    guard let source = raw.baseAddress, !raw.isEmpty else { return }
    reserve(raw.count)
    let start = count
    storage.withUnsafeMutableBytes { buffer in
      buffer.baseAddress.map { ($0 + start).copyMemory(from: source, byteCount: raw.count) }
    }
    count += raw.count
  }

  /// Appends one byte, e.g. `,` or `}`.
  package mutating func appendByte(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Appends `string` as a JSON string: quoted, with `"` and `\` escaped, control
  /// characters as `\b \f \n \r \t` or `\u00XX`, and everything else (non-ASCII
  /// included) as raw UTF-8. A Swift `String` holds no lone surrogate, so none is
  /// ever written.
  package mutating func appendString(_ string: String) {
    var string = string
    string.withUTF8 { appendEscaped($0) }
  }

  /// Appends a JSON string from its UTF-8 bytes (see ``appendString(_:)``).
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    reserve(utf8.count * 6 + 2)  // worst case: every byte as \u00XX
    var end = count
    storage.withUnsafeMutableBufferPointer { buffer in
      buffer[end] = UInt8(ascii: "\"")
      end += 1
      for byte in utf8 {
        if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
          buffer[end] = byte
          end += 1
        } else {
          end = Self.writeEscape(of: byte, into: buffer, at: end)
        }
      }
      buffer[end] = UInt8(ascii: "\"")
      end += 1
    }
    count = end
  }

  /// Writes the escape sequence of a byte that cannot appear raw in a JSON string at
  /// `offset`, returning the offset after it.
  private static func writeEscape(
    of byte: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    buffer[offset] = UInt8(ascii: "\\")
    let short: UInt8
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
    case 0x08: short = UInt8(ascii: "b")
    case 0x0C: short = UInt8(ascii: "f")
    case 0x0A: short = UInt8(ascii: "n")
    case 0x0D: short = UInt8(ascii: "r")
    case 0x09: short = UInt8(ascii: "t")
    default:
      let hexDigits: StaticString = "0123456789abcdef"
      buffer[offset + 1] = UInt8(ascii: "u")
      buffer[offset + 2] = UInt8(ascii: "0")
      buffer[offset + 3] = UInt8(ascii: "0")
      buffer[offset + 4] = hexDigits.utf8Start[Int(byte >> 4)]
      buffer[offset + 5] = hexDigits.utf8Start[Int(byte & 0x0F)]
      return offset + 6
    }
    buffer[offset + 1] = short
    return offset + 2
  }

  /// Appends an integer in decimal.
  package mutating func appendInt(_ value: Int) {
    reserve(20)  // "-9223372036854775808"
    var magnitude = value.magnitude
    var digitCount = 1
    while magnitude >= 10 {
      magnitude /= 10
      digitCount += 1
    }
    let negative = value < 0
    magnitude = value.magnitude
    let start = count
    storage.withUnsafeMutableBufferPointer { buffer in
      if negative { buffer[start] = UInt8(ascii: "-") }
      var offset = start + (negative ? 1 : 0) + digitCount
      repeat {
        offset -= 1
        buffer[offset] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
    }
    count += digitCount + (negative ? 1 : 0)
  }

  /// Appends `true` or `false`.
  package mutating func appendBool(_ value: Bool) {
    appendRaw(value ? "true" : "false")
  }

  /// Appends `null`.
  package mutating func appendNull() {
    appendRaw("null")
  }

  /// Appends a whole value in compact form (no whitespace); numbers keep their text.
  package mutating func appendValue(_ value: JSONValue) {
    switch value {
    case .null: appendNull()
    case .bool(let flag): appendBool(flag)
    case .number(let text): appendRaw(text)
    case .string(let text): appendString(text)
    case .array(let elements):
      appendByte(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { appendByte(UInt8(ascii: ",")) }
        appendValue(element)
      }
      appendByte(UInt8(ascii: "]"))
    case .object(let members):
      appendByte(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { appendByte(UInt8(ascii: ",")) }
        appendString(member.key)
        appendByte(UInt8(ascii: ":"))
        appendValue(member.value)
      }
      appendByte(UInt8(ascii: "}"))
    }
  }

  /// Makes room for `extra` more bytes, at least doubling the buffer when it grows.
  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    guard needed > storage.count else { return }
    storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count * 2) - storage.count))
  }
}
