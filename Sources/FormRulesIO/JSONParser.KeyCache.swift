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
    /// The remembered keys' bytes, slot by slot as in `strings`.
    private var packed = PackedKeys()

    /// Creates an empty cache that remembers up to `capacity` keys (at most
    /// ``maxCapacity``).
    init(capacity: Int) {
      self.capacity = min(capacity, Self.maxCapacity)
    }

    /// The length of the key of slot `slot` when the input at `offset` holds it followed
    /// by its closing quote, else `nil`. A remembered key has no quote, backslash or
    /// control character, so the string there is exactly that key.
    func matchLength(_ input: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> Int? {
      packed.matchLength(input, at: offset, slot: slot)
    }

    /// The slot of the key whose bytes are `raw`, if remembered.
    func slot(of raw: UnsafeRawBufferPointer) -> Int? {
      packed.slot(of: raw, from: 0, to: raw.count)
    }

    /// Remembers a new key if there is room, returning its slot.
    mutating func add(_ raw: UnsafeRawBufferPointer, string: String) -> Int? {
      guard strings.count < capacity, raw.count <= Self.maxKeyLength else { return nil }
      packed.append(raw)
      strings.append(string)
      return strings.count - 1
    }
  }
}
