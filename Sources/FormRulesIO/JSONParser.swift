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
/// and call its instance methods: it remembers the keys of earlier objects (the first
/// 64 distinct keys of up to 64 bytes written without escapes) and hands out the same
/// `String` for the same key, which saves a good part of the work of a record.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted unless told otherwise.
  package static let defaultMaxDepth = 512

  /// The deepest nesting of arrays and objects accepted.
  let maxDepth: Int
  /// Keys seen so far, reused across documents.
  var keys: KeyCache
  /// The input of the parse in progress; empty between parses (it is set at the start
  /// of an entry point and cleared before it returns, so it never outlives the call).
  var bytes = UnsafeRawBufferPointer(start: nil, count: 0)
  /// The offset of the next byte to read.
  var position = 0
  /// How many arrays and objects enclose the current position.
  var depth = 0
  /// The keys of no slot read so far in the record on the fast path
  /// (``parseFlatRecord(_:keys:into:)``), to find a repeated one; storage reused.
  var otherRecordKeys: [RawString] = []

  /// Creates a parser that accepts nesting up to `maxDepth` levels, to parse many
  /// documents (it remembers their keys).
  package init(maxDepth: Int = defaultMaxDepth) {
    self.init(maxDepth: maxDepth, remembersKeys: true)
  }

  /// Creates a parser, remembering keys across documents or not.
  private init(maxDepth: Int, remembersKeys: Bool) {
    self.maxDepth = maxDepth
    keys = KeyCache(capacity: remembersKeys ? KeyCache.maxCapacity : 0)
  }

  /// Parses one JSON value that spans the whole input (surrounding whitespace allowed).
  package mutating func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSONValue {
    start(bytes)
    defer { finish() }
    skipWhitespace()
    let value = try parseValue()
    try expectEnd()
    return value
  }

  /// Parses a line that must hold exactly one JSON object (surrounding whitespace
  /// allowed) and returns its members in source order. Anything else fails with a
  /// message starting `expected a JSON object`; a key repeated in the object (compared
  /// by scalars, escapes decoded) fails with `duplicate key at byte N`, since a record
  /// that sets a field twice is ambiguous. Objects nested in it may repeat keys (the
  /// last value wins), as in ``parse(_:)``.
  package mutating func parseObject(
    _ line: UnsafeRawBufferPointer
  ) throws(JSONError) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    try parseObject(line, into: &members)
    return members
  }

  /// Like ``parseObject(_:)``, but into `members`, which is emptied first and keeps its
  /// storage: with the same array for every line, a record costs no allocation beyond
  /// its strings. On error, `members` is left empty.
  package mutating func parseObject(
    _ line: UnsafeRawBufferPointer, into members: inout [JSONValue.Member]
  ) throws(JSONError) {
    members.removeAll(keepingCapacity: true)
    start(line)
    defer { finish() }
    try expectObject()
    do {
      try parseMembers(into: &members, rejectingDuplicates: true)
      try expectEnd()
    } catch {
      members.removeAll(keepingCapacity: true)
      throw error
    }
  }

  /// Skips whitespace and checks that an object starts there, as a record must.
  /// Transparent: see ``readRecordScalar(into:slot:integer:previous:)``.
  @_transparent
  mutating func expectObject() throws(JSONError) {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else {
      throw JSONError("expected a JSON object, found \(describeValueStart())", at: position)
    }
  }

  /// Points the parser at the start of `input`.
  mutating func start(_ input: UnsafeRawBufferPointer) {
    bytes = input
    position = 0
    depth = 0
  }

  /// Lets go of the input.
  mutating func finish() {
    bytes = UnsafeRawBufferPointer(start: nil, count: 0)
  }

  /// Parses one JSON value that spans the whole input.
  package static func parse(
    _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> JSONValue {
    var parser = JSONParser(maxDepth: maxDepth, remembersKeys: false)
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

  /// Parses a line that must hold exactly one JSON object (see the instance method;
  /// for many lines, keep one parser and call that instead).
  package static func parseObject(
    _ line: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> [JSONValue.Member] {
    var parser = JSONParser(maxDepth: maxDepth, remembersKeys: false)
    return try parser.parseObject(line)
  }
}
