/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It accepts exactly the JSON grammar: no leading zeros, trailing commas, comments,
/// single quotes, `NaN`, unescaped control characters in strings, or whitespace other
/// than space, tab, line feed and carriage return. Strings must be valid UTF-8 (overlong
/// forms and UTF-8-encoded surrogates are rejected). A `\u` escape of a lone surrogate
/// (`"\uD800"` not followed by a low surrogate escape, or a low surrogate alone) is
/// rejected too, since a Swift `String` cannot hold it and silently replacing it would
/// validate a value other than the one sent. A byte order mark is not skipped: it is an
/// unexpected character. Nesting deeper than `maxDepth` is an error, never a stack
/// overflow. A top-level value must be followed only by whitespace.
///
/// For one document, call a static entry point. For many (JSON Lines), keep one parser
/// and call its instance methods: it remembers the keys of earlier objects and hands
/// out the same `String` for the same key, which saves most of the work of a record.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted unless told otherwise.
  package static let defaultMaxDepth = 512

  /// The deepest nesting of arrays and objects accepted.
  package let maxDepth: Int
  /// Keys seen so far, reused across documents.
  private var keys = KeyCache()

  /// Creates a parser that accepts nesting up to `maxDepth` levels.
  package init(maxDepth: Int = defaultMaxDepth) {
    self.maxDepth = maxDepth
  }

  /// Parses one JSON value that spans the whole input (surrounding whitespace allowed).
  package mutating func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSONValue {
    var cursor = Cursor(bytes: bytes, maxDepth: maxDepth)
    lend(to: &cursor)
    defer { lend(to: &cursor) }
    cursor.skipWhitespace()
    let value = try cursor.parseValue()
    try cursor.expectEnd()
    return value
  }

  /// Parses a line that must hold exactly one JSON object (surrounding whitespace
  /// allowed) and returns its members in source order, keys unique (the last duplicate
  /// wins). Anything else fails with a message starting `expected a JSON object`.
  package mutating func parseObject(
    _ line: UnsafeRawBufferPointer
  ) throws(JSONError) -> [JSONValue.Member] {
    var cursor = Cursor(bytes: line, maxDepth: maxDepth)
    lend(to: &cursor)
    defer { lend(to: &cursor) }
    cursor.skipWhitespace()
    guard cursor.current == UInt8(ascii: "{") else {
      throw JSONError(
        "expected a JSON object, found \(cursor.describeValueStart())", at: cursor.position)
    }
    let members = try cursor.parseMembers()
    try cursor.expectEnd()
    return members
  }

  /// Swaps the key cache with the cursor's: hands it over before a parse and takes it
  /// back after it, without copying.
  private mutating func lend(to cursor: inout Cursor) {
    swap(&keys, &cursor.keys)
  }

  /// Parses one JSON value that spans the whole input.
  package static func parse(
    _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> JSONValue {
    var parser = JSONParser(maxDepth: maxDepth)
    return try parser.parse(bytes)
  }

  /// Parses one JSON value that spans the whole byte array.
  package static func parse(
    _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> JSONValue {
    try bytes.withUnsafeBytes { raw in
      Result { () throws(JSONError) in try parse(raw, maxDepth: maxDepth) }
    }.get()
  }

  /// Parses one JSON value that spans the whole string.
  package static func parse(
    _ text: String, maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> JSONValue {
    var text = text
    return try text.withUTF8 { utf8 in
      Result { () throws(JSONError) in
        try parse(UnsafeRawBufferPointer(utf8), maxDepth: maxDepth)
      }
    }.get()
  }

  /// Parses a line that must hold exactly one JSON object (see the instance method).
  package static func parseObject(
    _ line: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> [JSONValue.Member] {
    var parser = JSONParser(maxDepth: maxDepth)
    return try parser.parseObject(line)
  }
}
