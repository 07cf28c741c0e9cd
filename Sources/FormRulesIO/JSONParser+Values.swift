extension JSONParser {
  /// The byte at the current position, or `nil` at the end of the input.
  var current: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Moves past spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    if position < bytes.count, bytes[position] > 0x20 { return }  // the usual case
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Parses the value starting at the current position (whitespace already skipped).
  mutating func parseValue() throws(JSONError) -> JSONValue {
    guard let byte = current else {
      throw JSONError("unexpected end of input", at: position)
    }
    switch byte {
    case UInt8(ascii: "\""): return .string(try makeString(try scanString()))
    case UInt8(ascii: "{"): return .object(try parseMembers())
    case UInt8(ascii: "["): return .array(try parseElements())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    default:
      throw JSONError("unexpected \(describe(at: position))", at: position)
    }
  }

  /// Consumes `literal` (`true`, `false` or `null`) or fails at the first wrong byte.
  private mutating func expectLiteral(_ literal: StaticString) throws(JSONError) {
    let expected = UnsafeBufferPointer(
      start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in expected {
      guard position < bytes.count else {
        throw JSONError("unexpected end of input", at: position)
      }
      guard bytes[position] == byte else {
        throw JSONError("unexpected \(describe(at: position))", at: position)
      }
      position += 1
    }
  }

  /// Checks that only whitespace follows the value just parsed.
  mutating func expectEnd() throws(JSONError) {
    skipWhitespace()
    if position < bytes.count {
      throw JSONError("unexpected \(describe(at: position)) after the value", at: position)
    }
  }

  /// Counts one more level of nesting, failing beyond the limit.
  mutating func enterNesting() throws(JSONError) {
    depth += 1
    if depth > maxDepth {
      throw JSONError("nesting deeper than \(maxDepth) levels", at: position)
    }
  }
}
