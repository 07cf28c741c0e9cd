#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONParser {
  /// The keys a flat record may set, one slot each, for
  /// ``JSONParser/parseFlatRecord(_:keys:into:)``: their bytes one after another, matched
  /// byte for byte against a record's keys.
  package struct RecordKeys: Sendable {
    /// The most keys a record may set through the fast path (a slot is a bit of a `UInt64`).
    static let maxCount = 64

    /// The bytes of every key, one after another.
    private let storage: [UInt8]
    /// Where each key's bytes end in `storage` (each starts where the one before ends).
    private let ends: [Int]
    /// Whether matching bytes decides exactly which slot a key sets: at most
    /// ``maxCount`` keys, each of printable ASCII without `"` or `\`. Such a key is written
    /// in JSON as its own bytes, and no other string is canonically equivalent to it, so
    /// a record's key written without escapes in ASCII sets it exactly when the bytes are
    /// the same.
    let isUsable: Bool

    /// The keys `names`, slot by slot.
    package init(_ names: [String]) {
      var storage: [UInt8] = []
      var ends: [Int] = []
      for name in names {
        storage.append(contentsOf: name.utf8)
        ends.append(storage.count)
      }
      self.storage = storage
      self.ends = ends
      isUsable =
        names.count <= Self.maxCount
        && storage.allSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }
    }

    /// How many keys there are.
    var count: Int { ends.count }

    /// The length of the key of slot `slot` when the input at `offset` holds it followed
    /// by its closing quote, else `nil`.
    func matchLength(_ input: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> Int? {
      guard slot < ends.count else { return nil }
      let start = slot == 0 ? 0 : ends[slot - 1]
      let length = ends[slot] - start
      guard offset + length < input.count, input[offset + length] == UInt8(ascii: "\""),
        equals(input, at: offset, start: start, length: length)
      else { return nil }
      return length
    }

    /// The slot of the key whose bytes are `input[start..<end]`, if there is one.
    func slot(of input: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
      var keyStart = 0
      for (slot, keyEnd) in ends.enumerated() {
        if keyEnd - keyStart == end - start,
          equals(input, at: start, start: keyStart, length: end - start)
        {
          return slot
        }
        keyStart = keyEnd
      }
      return nil
    }

    /// Whether `length` bytes of `input` at `offset` equal those of `storage` at `start`.
    private func equals(
      _ input: UnsafeRawBufferPointer, at offset: Int, start: Int, length: Int
    ) -> Bool {
      guard length > 0, let inputBase = input.baseAddress else { return true }
      return storage.withUnsafeBytes { stored in
        guard let storedBase = stored.baseAddress else { return false }
        return memcmp(storedBase + start, inputBase + offset, length) == 0
      }
    }
  }
}
