extension JSONParser {
  /// The keys a flat record may set, one slot each, for
  /// ``JSONParser/parseFlatRecord(_:keys:into:)``: their bytes one after another, matched
  /// byte for byte against a record's keys.
  package struct RecordKeys: Sendable {
    /// The most keys a record may set through the fast path (a slot is a bit of a `UInt64`).
    static let maxCount = 64

    /// The keys' bytes.
    private let packed: PackedKeys
    /// Whether matching bytes decides exactly which slot a key sets: at most
    /// ``maxCount`` keys, each of printable ASCII without `"` or `\`. Such a key is written
    /// in JSON as its own bytes, and no other string is canonically equivalent to it, so
    /// a record's key written without escapes in ASCII sets it exactly when the bytes are
    /// the same.
    let isUsable: Bool

    /// The keys `names`, slot by slot.
    package init(_ names: [String]) {
      var packed = PackedKeys()
      for name in names { packed.append(name.utf8) }
      self.packed = packed
      isUsable =
        names.count <= Self.maxCount
        && packed.allBytesSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }
    }

    /// How many keys there are.
    var count: Int { packed.count }

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
