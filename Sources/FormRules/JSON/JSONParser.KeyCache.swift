#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONParser {
  /// Object keys seen before, by their raw bytes (keys written without escapes only), so
  /// that a key that comes again is the same `String` without scanning or decoding it
  /// again. It holds at most ``capacity`` keys of at most ``maxKeyLength`` bytes and
  /// never evicts, so its memory stays bounded whatever the input.
  struct KeyCache {
    /// The most keys a cache can remember (a slot number fits a bit of a `UInt64`).
    static let maxCapacity = 64
    /// The longest key remembered, in bytes.
    static let maxKeyLength = 64

    /// The most keys this cache remembers: 0 for a one-shot parse, where remembering
    /// would only cost.
    let capacity: Int

    /// The remembered keys.
    private(set) var strings: [String] = []
    /// Where each key's bytes end in `storage` (each starts where the one before ends).
    private var ends: [Int] = []
    /// The bytes of every remembered key, one after another.
    private var storage: [UInt8] = []

    /// Creates an empty cache that remembers up to `capacity` keys (at most
    /// ``maxCapacity``).
    init(capacity: Int) {
      self.capacity = min(capacity, Self.maxCapacity)
    }

    /// The length of the key of slot `slot` when the input at `offset` holds it followed
    /// by its closing quote, else `nil`. A remembered key has no quote, backslash or
    /// control character, so the string there is exactly that key.
    func matchLength(_ input: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> Int? {
      guard slot < ends.count else { return nil }
      let start = slot == 0 ? 0 : ends[slot - 1]
      let length = ends[slot] - start
      guard offset + length < input.count,
        input[offset + length] == UInt8(ascii: "\""),
        equals(input, at: offset, start: start, length: length)
      else { return nil }
      return length
    }

    /// The slot of the key whose bytes are `raw`, if remembered.
    func slot(of raw: UnsafeRawBufferPointer) -> Int? {
      var start = 0
      for (slot, end) in ends.enumerated() {
        if end - start == raw.count, equals(raw, at: 0, start: start, length: raw.count) {
          return slot
        }
        start = end
      }
      return nil
    }

    /// Remembers a new key if there is room, returning its slot.
    mutating func add(_ raw: UnsafeRawBufferPointer, string: String) -> Int? {
      guard strings.count < capacity, raw.count <= Self.maxKeyLength else { return nil }
      storage.append(contentsOf: raw)
      ends.append(storage.count)
      strings.append(string)
      return strings.count - 1
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
