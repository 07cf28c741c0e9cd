#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONParser {
  /// Parses an object starting at its `{` and returns its members, keys unique: a
  /// repeated key keeps its first position and takes the last value (RFC 8259 leaves
  /// repeated keys to the parser; a record rejects them, see ``parseObject(_:into:)``).
  ///
  /// Keys come from the key cache when possible, and two keys with cache slots are the
  /// same key exactly when their slots are; a string value equal, byte for byte, to the
  /// string value just before it (a repeated password) reuses that `String`.
  mutating func parseMembers() throws(JSONError) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    try parseMembers(into: &members)
    return members
  }

  /// ``parseMembers()`` into `members`, which must be empty (its storage is reused);
  /// with `rejectingDuplicates`, a repeated key is an error instead.
  mutating func parseMembers(
    into members: inout [JSONValue.Member], rejectingDuplicates: Bool = false
  ) throws(JSONError) {
    try enterNesting()
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return
    }
    if members.capacity < 8 { members.reserveCapacity(8) }
    var keySet = JSONParser.KeySet()
    // The last value when it was a string without escapes, and its member.
    var previousString: (raw: JSONParser.RawString, member: Int)? = nil
    while true {
      guard current == UInt8(ascii: "\"") else {
        throw JSONError("expected a string key, found \(describe(at: position))", at: position)
      }
      let keyStart = position
      let (key, slot) = try parseKey(hint: members.count)
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw JSONError(
          "expected ':' after an object key, found \(describe(at: position))", at: position)
      }
      position += 1
      skipWhitespace()
      let duplicate = keySet.member(key, slot: slot, in: members)
      if rejectingDuplicates, duplicate != nil {
        throw JSONError("duplicate key", at: keyStart)
      }
      let member = duplicate ?? members.count
      if current == UInt8(ascii: "\"") {
        let raw = try scanString()
        let string: String
        if let previous = previousString, sameBytes(previous.raw, raw),
          case .string(let earlier) = members[previous.member].value
        {
          string = earlier
        } else {
          string = try makeString(raw)
        }
        previousString = raw.hasEscapes ? nil : (raw, member)
        if let duplicate {
          members[duplicate].value = .string(string)
        } else {
          members.append(JSONValue.Member(key: key, value: .string(string)))
        }
      } else {
        let value = try parseValue()
        previousString = nil
        if let duplicate {
          members[duplicate].value = value
        } else {
          members.append(JSONValue.Member(key: key, value: value))
        }
      }
      if duplicate == nil { keySet.insert(key, slot: slot, into: members) }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return
      default:
        throw JSONError(
          "expected ',' or '}' after an object member, found \(describe(at: position))",
          at: position)
      }
    }
  }

  /// Parses an array starting at its `[`.
  mutating func parseElements() throws(JSONError) -> [JSONValue] {
    try enterNesting()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return elements
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return elements
      default:
        throw JSONError(
          "expected ',' or ']' after an array element, found \(describe(at: position))",
          at: position)
      }
    }
  }

  /// Parses a key and returns it with its key-cache slot (-1 when it has none). A key
  /// without escapes seen before is taken from the cache: slot `hint` is tried first
  /// straight on the input (keys tend to come in the same order in every record), then
  /// the scanned bytes are looked up.
  private mutating func parseKey(hint: Int) throws(JSONError) -> (String, Int) {
    if let length = keys.matchLength(bytes, at: position + 1, slot: hint) {
      position += length + 2
      return (keys.strings[hint], hint)
    }
    let raw = try scanString()
    guard !raw.hasEscapes else { return (try makeString(raw), -1) }
    let keyBytes = UnsafeRawBufferPointer(rebasing: bytes[raw.start..<raw.end])
    if let slot = keys.slot(of: keyBytes) {
      return (keys.strings[slot], slot)
    }
    let key = try makeString(raw)
    return (key, keys.add(keyBytes, string: key) ?? -1)
  }

  /// Whether two scanned strings, both without escapes, have the same bytes.
  func sameBytes(_ a: JSONParser.RawString, _ b: JSONParser.RawString) -> Bool {
    let length = a.end - a.start
    guard !a.hasEscapes, !b.hasEscapes, b.end - b.start == length else { return false }
    guard length > 0, let base = bytes.baseAddress else { return true }
    return memcmp(base + a.start, base + b.start, length) == 0
  }
}
