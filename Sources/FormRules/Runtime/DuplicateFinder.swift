/// Finds whether a list of texts holds one twice, as `String`s compare (canonically
/// equivalent texts are the same): a repeated group's `unique` rule, checked on every
/// change of its items and once per record in a batch. Its storage is kept for the next
/// check.
///
/// A few texts are compared pairwise (short texts compare without hashing or
/// allocating). More, when all are ASCII — where canonical equivalence is byte equality —
/// go through a table of their bytes' hashes, each compared only with the texts of the
/// same hash; any other list through a `Set`.
struct DuplicateFinder {
  /// The table's slots: 0 when free, else 1 + the index of the text it holds.
  private var slots: [Int] = []
  /// The hash of each text (by index), when all are ASCII.
  private var hashes: [UInt64] = []

  /// The most texts compared pairwise.
  static let pairwiseLimit = 8

  /// Whether `values` holds a text twice.
  mutating func containsDuplicate(_ values: [String]) -> Bool {
    guard values.count > 1 else { return false }
    if values.count <= Self.pairwiseLimit {
      for first in values.indices {
        for second in values.index(after: first)..<values.endIndex where values[first] == values[second] {
          return true
        }
      }
      return false
    }
    if let found = asciiDuplicate(values) { return found }
    var seen: Set<String> = []
    for value in values where !seen.insert(value).inserted { return true }
    return false
  }

  /// Whether `values`, all ASCII, holds a text twice; nil when one is not ASCII (or its
  /// bytes are not at hand).
  private mutating func asciiDuplicate(_ values: [String]) -> Bool? {
    hashes.removeAll(keepingCapacity: true)
    for value in values {
      // FNV-1a over the bytes; a byte of 0x80 or more ends the attempt.
      let hash = value.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in bytes {
          high |= byte
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return high < 0x80 ? hash : nil
      }
      guard let hash = hash ?? nil else { return nil }
      hashes.append(hash)
    }
    var capacity = 16
    while capacity < 2 * values.count { capacity *= 2 }
    if slots.count == capacity {
      slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    } else {
      slots = Array(repeating: 0, count: capacity)
    }
    let mask = capacity - 1
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
      while slots[slot] != 0 {
        let other = slots[slot] - 1
        if hashes[other] == hash, values[other] == values[index] { return true }
        slot = (slot + 1) & mask
      }
      slots[slot] = index + 1
    }
    return false
  }
}
