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
    guard try open(.object) else { return }
    if members.capacity < 8 { members.reserveCapacity(8) }
    var keySet = JSONParser.KeySet()
    // The last value when it was a string without escapes, and its member.
    var previousString: (raw: JSONParser.RawString, member: Int)? = nil
    while true {
      try expectKey()
      let keyStart = position
      let (key, slot) = try parseKey(hint: members.count)
      try expectColon()
      let duplicate = keySet.member(key, slot: slot, in: members)
      if rejectingDuplicates, duplicate != nil {
        throw JSONError.duplicateKey(at: keyStart)
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
      if try !next(in: .object) { return }
    }
  }

  /// Parses an array starting at its `[`.
  mutating func parseElements() throws(JSONError) -> [JSONValue] {
    var elements: [JSONValue] = []
    guard try open(.array) else { return elements }
    repeat {
      elements.append(try parseValue())
    } while try next(in: .array)
    return elements
  }

  /// An array or an object, for the steps reading them share.
  enum Container {
    case array, object

    /// The byte that ends it.
    var closing: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    /// What may follow a member or element, for messages.
    var separators: String {
      self == .object ? "',' or '}' after an object member" : "',' or ']' after an array element"
    }
  }

  /// Enters the container at the current position (its `{` or `[`), one more level of
  /// nesting, and skips whitespace. Returns whether something follows; when the container
  /// is empty, its end is consumed too and its level left.
  @inline(__always)
  mutating func open(_ container: Container) throws(JSONError) -> Bool {
    try enterNesting()
    position += 1
    skipWhitespace()
    guard current == container.closing else { return true }
    position += 1
    depth -= 1
    return false
  }

  /// Consumes what follows a member or element of the container: a `,` and whitespace
  /// (returns true: another follows) or its end (returns false, leaving its level).
  /// Transparent: see ``readRecordScalar(into:slot:integer:previous:)``.
  @_transparent
  mutating func next(in container: Container) throws(JSONError) -> Bool {
    skipWhitespace()
    if current == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
      return true
    }
    guard current == container.closing else { throw expected(container.separators) }
    position += 1
    depth -= 1
    return false
  }

  /// Checks that an object key starts at the current position.
  @inline(__always)
  mutating func expectKey() throws(JSONError) {
    guard current == UInt8(ascii: "\"") else { throw expected("a string key") }
  }

  /// Consumes the `:` after an object key and the whitespace around it. Transparent: see
  /// ``readRecordScalar(into:slot:integer:previous:)``.
  @_transparent
  mutating func expectColon() throws(JSONError) {
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw expected("':' after an object key") }
    position += 1
    skipWhitespace()
  }

  /// The error `expected WHAT, found …` at the current position. Out of line, and
  /// mutating though it changes nothing: the checks that throw it are inlined on hot
  /// paths, and a non-mutating call there copied the whole parser (measured).
  @inline(never)
  mutating func expected(_ what: String) -> JSONError {
    JSONError("expected \(what), found \(describe(at: position))", at: position)
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
