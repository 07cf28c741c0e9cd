extension JSONParser {
  /// Parses a number starting at its `-` or first digit and returns its exact text:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONError) -> String {
    let start = position
    try skipNumber()
    return numberText(from: start)
  }

  /// Moves past the number starting at the current position (its `-` or first digit),
  /// checking its syntax as ``parseNumber()`` does.
  mutating func skipNumber() throws(JSONError) {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
      if let next = current, Self.isDigit(next) {
        throw JSONError("leading zero in number", at: start)
      }
    } else {
      try digits(context: "after '-'")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      try digits(context: "after '.'")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      try digits(context: "in the exponent")
    }
  }

  /// The text of the number read from `start` up to the current position.
  func numberText(from start: Int) -> String {
    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    return text.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
  }

  /// Consumes one or more digits, failing with `expected a digit …` when there is none;
  /// `context` says where, e.g. `after '.'`.
  private mutating func digits(context: String) throws(JSONError) {
    guard let first = current, Self.isDigit(first) else {
      throw JSONError(
        "expected a digit \(context), found \(describe(at: position))", at: position)
    }
    position += 1
    while let byte = current, Self.isDigit(byte) { position += 1 }
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
