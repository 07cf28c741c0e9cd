/// Appends JSON text to a growable byte buffer: escaped strings, integers, literals,
/// whole values and trusted raw fragments. It adds no separators itself.
///
/// The buffer is memory the writer owns (allocated at creation, freed in `deinit`), so
/// appending is a bounds check and a store, without copy-on-write checks; for the same
/// reason the writer cannot be copied.
package struct JSONWriter: ~Copyable {
  /// The buffer.
  private var base: UnsafeMutableRawPointer
  /// The buffer's size in bytes.
  private var capacity: Int
  /// How many bytes have been written.
  package private(set) var count = 0

  /// Creates an empty writer with room for `capacity` bytes (it grows when needed).
  package init(capacity: Int = 80 * 1024) {
    self.capacity = max(capacity, 64)
    base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
  }

  deinit {
    base.deallocate()
  }

  /// A copy of the bytes written so far.
  package var bytes: [UInt8] {
    Array(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Calls `body` with the bytes written so far (valid only during the call).
  package func withBytes<R, E: Error>(
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Forgets the bytes written, keeping the buffer.
  package mutating func removeAll() {
    count = 0
  }

  /// Appends trusted literal text as is, e.g. `{"record":` (it must already be valid
  /// JSON where it lands).
  package mutating func appendRaw(_ literal: StaticString) {
    appendRaw(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends trusted text as is (it must already be valid JSON where it lands).
  package mutating func appendRaw(contentsOf text: String) {
    if let done: Void = text.utf8.withContiguousStorageIfAvailable({
      appendRaw(UnsafeRawBufferPointer($0))
    }) {
      return done
    }
    var text = text
    text.withUTF8 { appendRaw(UnsafeRawBufferPointer($0)) }
  }

  /// Appends trusted bytes as is.
  package mutating func appendRaw(_ raw: UnsafeRawBufferPointer) {
    guard let source = raw.baseAddress, !raw.isEmpty else { return }
    let length = raw.count
    reserve(length + 8)
    Self.copy(from: source, count: length, to: base + count)
    count += length
  }

  /// Appends the bytes `body` writes at the start of the room it is given, `maxCount`
  /// bytes, returning how many it wrote (at most `maxCount`).
  package mutating func appendBytes(
    upTo maxCount: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int
  ) {
    reserve(maxCount)
    let written = body(UnsafeMutableRawBufferPointer(start: base + count, count: maxCount))
    precondition(written >= 0 && written <= maxCount, "wrote past the room given")
    count += written
  }

  /// Copies `count` bytes; short runs (the usual fragments and keys) without a call.
  /// The destination has room for 8 bytes past `count`.
  @inline(__always)
  private static func copy(
    from source: UnsafeRawPointer, count: Int, to destination: UnsafeMutableRawPointer
  ) {
    switch count {
    case 8...16:
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      destination.storeBytes(of: head, as: UInt64.self)
      destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 0..<8:
      for offset in 0..<count {
        destination.storeBytes(
          of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
          as: UInt8.self)
      }
    default:
      destination.copyMemory(from: source, byteCount: count)
    }
  }

  /// Appends one byte, e.g. `,` or `}`.
  package mutating func appendByte(_ byte: UInt8) {
    reserve(1)
    base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  /// Appends `string` as a JSON string: quoted, with `"` and `\` escaped, control
  /// characters as `\b \f \n \r \t` or `\u00XX`, and everything else (non-ASCII
  /// included) as raw UTF-8. A Swift `String` holds no lone surrogate, so none is
  /// ever written.
  package mutating func appendString(_ string: String) {
    if let done: Void = string.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) {
      return done
    }
    var string = string
    string.withUTF8 { appendEscaped($0) }
  }

  /// Appends a JSON string from its UTF-8 bytes (see ``appendString(_:)``): eight bytes
  /// at a time (the tail padded with spaces), copied whole when none needs escaping.
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    reserve(utf8.count * 6 + 10)  // every byte as \u00XX, quotes, a word's slack
    let output = base
    var end = count
    output.storeBytes(of: UInt8(ascii: "\""), toByteOffset: end, as: UInt8.self)
    end += 1
    var index = 0
    while index < utf8.count, let input = utf8.baseAddress {
      let length = min(8, utf8.count - index)
      let word = Self.word(at: index, length: length, of: utf8)
      let flags = JSONStringBytes.flagged(in: UInt64(littleEndian: word))
      if flags == 0 {
        output.storeBytes(of: word, toByteOffset: end, as: UInt64.self)
        index += length
        end += length
        continue
      }
      let plain = JSONStringBytes.plainPrefixLength(flags)
      output.storeBytes(of: word, toByteOffset: end, as: UInt64.self)
      index += plain
      end += plain
      // The lowest flagged byte is exact: it needs escaping.
      end = Self.writeEscape(of: input[index], into: output, at: end)
      index += 1
    }
    output.storeBytes(of: UInt8(ascii: "\""), toByteOffset: end, as: UInt8.self)
    count = end + 1
  }

  /// The `length` (1 to 8) bytes of `utf8` at `index` as a word in memory order, padded
  /// with spaces: a whole load when 8 bytes are there; else the string's last 8 bytes
  /// shifted, when it has 8; else byte by byte.
  @inline(__always)
  private static func word(at index: Int, length: Int, of utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = utf8.baseAddress else { return 0x2020_2020_2020_2020 }
    let input = UnsafeRawPointer(base)
    if length == 8 {
      return input.loadUnaligned(fromByteOffset: index, as: UInt64.self)
    }
    let padding = UInt64(0x2020_2020_2020_2020) << (length * 8)
    var bytes: UInt64 = 0  // little-endian: the first byte lowest
    if utf8.count >= 8 {
      let last = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: utf8.count - 8, as: UInt64.self))
      bytes = last >> ((8 - length) * 8)
    } else {
      for offset in 0..<length {
        bytes |= UInt64(base[index + offset]) << (offset * 8)
      }
    }
    return UInt64(littleEndian: bytes | padding)
  }

  /// Writes the escape sequence of a byte that cannot appear raw in a JSON string at
  /// `offset`, returning the offset after it.
  private static func writeEscape(
    of byte: UInt8, into output: UnsafeMutableRawPointer, at offset: Int
  ) -> Int {
    let buffer = output.assumingMemoryBound(to: UInt8.self)
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
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digitCount += 1
    }
    if value < 0 {
      base.storeBytes(of: UInt8(ascii: "-"), toByteOffset: count, as: UInt8.self)
      count += 1
    }
    var offset = count + digitCount
    repeat {
      offset -= 1
      base.storeBytes(
        of: UInt8(ascii: "0") + UInt8(magnitude % 10), toByteOffset: offset, as: UInt8.self)
      magnitude /= 10
    } while magnitude > 0
    count += digitCount
  }

  /// Appends `true` or `false`.
  package mutating func appendBool(_ value: Bool) {
    if value { appendRaw("true") } else { appendRaw("false") }
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
    case .number(let text): appendRaw(contentsOf: text)
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
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toHold: count + extra) }
  }

  /// Moves the contents to a buffer of at least `needed` bytes.
  private mutating func grow(toHold needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
    newBase.copyMemory(from: base, byteCount: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
