extension ListStore {
  /// A set of names compared byte for byte, for lookups that hash a few bytes instead of
  /// a `String` (the names and the looked-up keys are both in NFC, where canonically
  /// equivalent text has the same bytes, so this agrees with `Set<String>`).
  ///
  /// The names' UTF-8 bytes sit end to end in one buffer; an open-addressing table of
  /// at most half load points at them.
  struct NameTable: Sendable {
    /// Where one name's bytes are in ``bytes``.
    private struct Entry: Sendable {
      let start: Int
      let count: Int
    }

    /// Every name's bytes, end to end.
    private var bytes: [UInt8] = []
    /// The names, in insertion order.
    private var entries: [Entry] = []
    /// Per slot, 1 + the index of the entry stored there, or 0 for an empty slot. The
    /// number of slots is a power of two.
    private var slots: [Int32] = [0, 0]

    /// Creates an empty table with room for about `capacity` names before it grows.
    init(capacity: Int = 0) {
      var size = 2
      while size < 2 * capacity { size *= 2 }
      slots = [Int32](repeating: 0, count: size)
    }

    /// The number of distinct names.
    var count: Int { entries.count }

    /// Whether the table has a name with exactly these bytes.
    func contains(_ name: String) -> Bool {
      if let found = name.utf8.withContiguousStorageIfAvailable({ slot(of: $0).found }) { return found }
      var name = name
      return name.withUTF8 { slot(of: $0).found }
    }

    /// Adds `name` (nothing if it is there already).
    mutating func insert(_ name: String) {
      var name = name
      name.withUTF8 { key in
        let (slot, found) = slot(of: key)
        guard !found else { return }
        slots[slot] = Int32(entries.count + 1)
        entries.append(Entry(start: bytes.count, count: key.count))
        bytes.append(contentsOf: key)
      }
      if 2 * entries.count > slots.count { grow() }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> (slot: Int, found: Bool) {
      let mask = slots.count - 1
      var slot = Self.hash(key) & mask
      while true {
        let stored = Int(slots[slot])
        if stored == 0 { return (slot, false) }
        if same(entries[stored - 1], key) { return (slot, true) }
        slot = (slot + 1) & mask
      }
    }

    /// Whether `entry`'s bytes are `key`.
    private func same(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
      guard entry.count == key.count else { return false }
      return bytes.withUnsafeBufferPointer { stored in
        for offset in 0..<key.count where stored[entry.start + offset] != key[offset] { return false }
        return true
      }
    }

    /// Doubles the slots and places every entry again.
    private mutating func grow() {
      var table = [Int32](repeating: 0, count: 2 * slots.count)
      let mask = table.count - 1
      bytes.withUnsafeBufferPointer { stored in
        for (index, entry) in entries.enumerated() {
          var slot =
            Self.hash(UnsafeBufferPointer(rebasing: stored[entry.start..<entry.start + entry.count])) & mask
          while table[slot] != 0 { slot = (slot + 1) & mask }
          table[slot] = Int32(index + 1)
        }
      }
      slots = table
    }

    /// FNV-1a over `key`, folded so that the low bits (the slot) depend on every byte.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
      return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
  }
}
