extension JSONParser {
  /// A record key of at most ``maxLength`` bytes followed by its closing quote, as two
  /// little-endian words and masks over the bytes they hold, so that
  /// ``RecordKeys/matchLength(_:at:slot:)`` compares it with two loads instead of a call.
  struct ShortKey: Sendable {
    /// The longest key held (with its quote, it fills the two words).
    static let maxLength = 15

    /// The first eight bytes of the key and quote, the first byte lowest.
    private var low: UInt64 = 0
    /// The next eight bytes.
    private var high: UInt64 = 0
    /// Which bytes of ``low`` the key and quote fill.
    private var lowMask: UInt64 = 0
    /// Which bytes of ``high`` they fill.
    private var highMask: UInt64 = 0

    /// The key `key` (longer keys get words that no caller reads).
    init(_ key: [UInt8]) {
      guard key.count <= Self.maxLength else { return }
      for (index, byte) in (key + [UInt8(ascii: "\"")]).enumerated() {
        let shift = UInt64(index % 8 * 8)
        if index < 8 {
          low |= UInt64(byte) << shift
          lowMask |= 0xFF << shift
        } else {
          high |= UInt64(byte) << shift
          highMask |= 0xFF << shift
        }
      }
    }

    /// Whether `input` holds the key and its quote at `offset`; it must have 16 bytes
    /// there.
    func matches(_ input: UnsafeRawBufferPointer, at offset: Int) -> Bool {
      let first = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let second = UInt64(
        littleEndian: input.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      return first & lowMask == low && second & highMask == high
    }
  }
}
