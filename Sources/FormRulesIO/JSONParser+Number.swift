extension JSONParser {
  /// Parses a number starting at its `-` or first digit and returns its exact text:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONError) -> String {
    let start = position
    try skipNumber()
    return numberText(from: start)
  }

  /// Moves past the number starting at the current position (its `-` or first digit),
  /// checking its syntax as ``parseNumber()`` does. On a local offset, without
  /// ``current``'s optional per byte: a record's numbers are most of its values.
  mutating func skipNumber() throws(JSONError) {
    let start = position
    let count = bytes.count
    var index = position
    if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < count, bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < count, Self.isDigit(bytes[index]) {
        throw JSONError("leading zero in number", at: start)
      }
    } else {
      index = try digits(from: index, context: "after '-'")
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index = try digits(from: index + 1, context: "after '.'")
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      index = try digits(from: index, context: "in the exponent")
    }
    position = index
  }

  /// The text of the number read from `start` up to the current position.
  func numberText(from start: Int) -> String {
    JSONParser.asciiString(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
  }

  /// The offset past the digits starting at `index`, failing with `expected a digit …`
  /// when there is none there; `context` says where, e.g. `after '.'`.
  @inline(__always)
  private func digits(from index: Int, context: StaticString) throws(JSONError) -> Int {
    var end = index
    while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
    guard end > index else { throw missingDigit(at: index, context: context) }
    return end
  }

  /// The error of a number missing a digit at `offset`.
  @inline(never)
  private func missingDigit(at offset: Int, context: StaticString) -> JSONError {
    JSONError("expected a digit \(context), found \(describe(at: offset))", at: offset)
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
