#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONParser {
  /// Object keys as bytes, one after another, matched byte for byte against the input:
  /// the storage behind ``KeyCache`` (keys seen before) and ``RecordKeys`` (a record's
  /// field names). Slots count from 0 in the order the keys were appended.
  struct PackedKeys: Sendable {
    /// The bytes of every key, one after another.
    private var storage: [UInt8] = []
    /// Where each key's bytes end in `storage` (each starts where the one before ends).
    private var ends: [Int] = []

    /// How many keys there are.
    var count: Int { ends.count }

    /// Appends a key; its slot is the count before.
    mutating func append<Bytes: Sequence<UInt8>>(_ key: Bytes) {
      storage.append(contentsOf: key)
      ends.append(storage.count)
    }

    /// Whether every byte of every key satisfies `predicate`.
    func allBytesSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
      storage.allSatisfy(predicate)
    }

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
