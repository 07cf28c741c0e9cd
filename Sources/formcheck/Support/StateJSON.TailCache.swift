import FormRulesIO

extension StateJSON {
  /// Whole states as written before (`"valid":…,"fields":{…},"buttons":{…}`), by a key
  /// made of the numbers of the record's field entries and its buttons' enabled flags,
  /// so that a batch copies a record's state at once: records repeat the same few states.
  ///
  /// Memory stays bounded: at most ``maxStates`` states are kept, each at most
  /// ``maxBytes`` long; other states are written piece by piece every time.
  struct TailCache {
    /// The most states kept.
    static let maxStates = 256
    /// The longest state kept, in bytes.
    static let maxBytes = 4096
    /// Slots of the hash table: a power of two, at least twice ``maxStates``.
    private static let slotCount = 1024

    /// Per slot: the key plus one of the state it holds, or 0 for a free slot.
    private var slotKeys = [UInt64](repeating: 0, count: slotCount)
    /// Per slot: the state it holds, as an index into ``ranges``.
    private var slotStates = [Int](repeating: 0, count: slotCount)
    /// Per state: where its bytes are in ``storage``, and whether it is valid.
    private var ranges: [(start: Int, end: Int, isValid: Bool)] = []
    /// The bytes of every state kept, one after another.
    private var storage: [UInt8] = []

    /// Appends the state kept under `key`, if there is one, and says whether it is valid;
    /// `nil` when there is none.
    func append(key: UInt64, to writer: inout JSONWriter) -> Bool? {
      var slot = Self.firstSlot(of: key)
      while true {
        let stored = slotKeys[slot]
        if stored == 0 { return nil }
        if stored == key &+ 1 {
          let range = ranges[slotStates[slot]]
          storage.withUnsafeBytes {
            writer.appendRaw(UnsafeRawBufferPointer(rebasing: $0[range.start..<range.end]))
          }
          return range.isValid
        }
        slot = (slot + 1) & (Self.slotCount - 1)
      }
    }

    /// Keeps `bytes` as the state under `key` (not kept yet), if there is room.
    mutating func keep(_ bytes: UnsafeRawBufferPointer, key: UInt64, isValid: Bool) {
      guard ranges.count < Self.maxStates, bytes.count <= Self.maxBytes, key != UInt64.max else {
        return
      }
      var slot = Self.firstSlot(of: key)
      while slotKeys[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
      slotKeys[slot] = key &+ 1
      slotStates[slot] = ranges.count
      ranges.append((storage.count, storage.count + bytes.count, isValid))
      storage.append(contentsOf: bytes)
    }

    /// Where the search for `key` starts (Fibonacci hashing of the key).
    private static func firstSlot(of key: UInt64) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }
  }
}
