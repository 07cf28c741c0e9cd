extension JSONParser {
  /// The fast path for a JSON Lines record of flat values: parses `line` straight into
  /// `values` (one slot per key of `keys`, which `values` must have room for), without
  /// building members. A string value is taken as it is, a number as its JSON text (in a
  /// slot of integers, a whole one as its digits: ``JSONValue/recordText(ofNumber:integer:)``),
  /// a boolean as `true`/`false`, `null` as empty; a slot whose key is absent is set
  /// empty; other keys are checked and ignored.
  ///
  /// Returns `false`, leaving `values` unspecified, whenever the general path
  /// (``parseObject(_:into:)`` and matching keys by `String` equality) might decide
  /// differently or report an error: the line is not one well-formed object, a key has
  /// escapes or non-ASCII bytes, a key appears twice (an error there), more than
  /// ``maxOtherRecordKeys`` keys have no slot, some value is an array or an object, or
  /// `keys` is not usable byte for byte. When it returns `true`, `values`
  /// holds exactly what the general path would give.
  package mutating func parseFlatRecord(
    _ line: UnsafeRawBufferPointer, keys: RecordKeys, into values: inout [String]
  ) -> Bool {
    guard keys.isUsable, values.count >= keys.count else { return false }
    start(line)
    defer { finish() }
    do {
      return try flatRecord(keys: keys, into: &values)
    } catch {
      return false
    }
  }

  /// ``parseFlatRecord(_:keys:into:)`` on the current input.
  private mutating func flatRecord(
    keys: RecordKeys, into values: inout [String]
  ) throws(JSONError) -> Bool {
    if !otherRecordKeys.isEmpty { otherRecordKeys.removeAll(keepingCapacity: true) }
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { return false }
    try enterNesting()
    position += 1
    skipWhitespace()
    var seen: UInt64 = 0  // a bit per slot already set
    if current != UInt8(ascii: "}") {
      var member = 0
      var previous: PreviousString? = nil
      while true {
        guard current == UInt8(ascii: "\"") else { return false }
        guard let slot = try recordKeySlot(keys: keys, hint: member) else { return false }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { return false }
        position += 1
        skipWhitespace()
        if slot >= 0 {
          let bit: UInt64 = 1 << UInt64(slot)
          guard seen & bit == 0 else { return false }
          seen |= bit
          guard
            try readRecordScalar(
              into: &values, slot: slot, integer: keys.isInteger(slot), previous: &previous)
          else { return false }
        } else {
          guard current != UInt8(ascii: "{"), current != UInt8(ascii: "[") else { return false }
          try skipValue()
        }
        member += 1
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
        } else if current == UInt8(ascii: "}") {
          break
        } else {
          return false
        }
      }
    }
    position += 1
    depth -= 1
    try expectEnd()
    for slot in 0..<keys.count where seen & (1 << UInt64(slot)) == 0 { values[slot] = "" }
    return true
  }

  /// Whether the record the last ``parseFlatRecord(_:keys:into:)`` that returned `true`
  /// took had keys of no slot (which it checked and skipped). Reading it costs nothing on
  /// records that have none; a caller that must report such keys takes the general path
  /// for the records that do.
  package var skippedRecordKeys: Bool { !otherRecordKeys.isEmpty }

  /// The most keys of no slot a record may have on the fast path: each is compared with
  /// those before it, to find a repeated key.
  static let maxOtherRecordKeys = 8

  /// Reads the key at the current position (its opening quote) and returns its slot, -1
  /// for a key of no slot seen for the first time, or `nil` when the key has escapes or
  /// non-ASCII bytes, or is a key of no slot that repeats an earlier one or comes past
  /// ``maxOtherRecordKeys``. Slot `hint` is tried first, straight on the input: records
  /// tend to list their keys in slot order.
  private mutating func recordKeySlot(keys: RecordKeys, hint: Int) throws(JSONError) -> Int? {
    if let length = keys.matchLength(bytes, at: position + 1, slot: hint) {
      position += length + 2
      return hint
    }
    let raw = try scanString()
    guard !raw.hasEscapes, raw.isASCII else { return nil }
    if let slot = keys.slot(of: bytes, from: raw.start, to: raw.end) { return slot }
    return otherRecordKeySlot(raw)
  }

  /// -1 for `raw`, a key of no slot, remembered; `nil` when it repeats an earlier one or
  /// comes past ``maxOtherRecordKeys``. Kept apart from ``recordKeySlot(keys:hint:)``
  /// (measured: that one then stays inlined on the hot path).
  @inline(never)
  private mutating func otherRecordKeySlot(_ raw: RawString) -> Int? {
    guard otherRecordKeys.count < Self.maxOtherRecordKeys,
      !otherRecordKeys.contains(where: { sameBytes($0, raw) })
    else { return nil }
    otherRecordKeys.append(raw)
    return -1
  }

  /// The keys a flat record may set, one slot each, for
  /// ``JSONParser/parseFlatRecord(_:keys:into:)``: their bytes one after another, matched
  /// byte for byte against a record's keys.
  package struct RecordKeys: Sendable {
    /// The most keys a record may set through the fast path (a slot is a bit of a `UInt64`).
    static let maxCount = 64

    /// The keys' bytes.
    private let packed: PackedKeys
    /// A bit per slot whose field holds integers.
    private let integerSlots: UInt64
    /// Whether matching bytes decides exactly which slot a key sets: at most
    /// ``maxCount`` keys, each of printable ASCII without `"` or `\`. Such a key is written
    /// in JSON as its own bytes, and no other string is canonically equivalent to it, so
    /// a record's key written without escapes in ASCII sets it exactly when the bytes are
    /// the same.
    let isUsable: Bool

    /// The keys `names`, slot by slot; `integers[slot]` (false when missing) says whether
    /// the slot's field holds integers.
    package init(_ names: [String], integers: [Bool] = []) {
      var packed = PackedKeys()
      for name in names { packed.append(name.utf8) }
      self.packed = packed
      var integerSlots: UInt64 = 0
      for (slot, integer) in integers.prefix(Self.maxCount).enumerated() where integer {
        integerSlots |= 1 << UInt64(slot)
      }
      self.integerSlots = integerSlots
      isUsable =
        names.count <= Self.maxCount
        && packed.allBytesSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }
    }

    /// How many keys there are.
    var count: Int { packed.count }

    /// Whether the field of slot `slot` (one of the ``maxCount`` first) holds integers.
    func isInteger(_ slot: Int) -> Bool { integerSlots & (1 << UInt64(slot)) != 0 }

    /// The length of the key of slot `slot` when the input at `offset` holds it followed
    /// by its closing quote, else `nil`.
    func matchLength(_ input: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> Int? {
      packed.matchLength(input, at: offset, slot: slot)
    }

    /// The slot of the key whose bytes are `input[start..<end]`, if there is one.
    func slot(of input: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
      packed.slot(of: input, from: start, to: end)
    }
  }
}
