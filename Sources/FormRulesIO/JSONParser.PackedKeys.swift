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
    /// Each key followed by its closing quote as ``matchLength(_:at:slot:)`` compares it,
    /// slot by slot.
    private var probes: [Probe] = []

    /// How many keys there are.
    var count: Int { ends.count }

    /// Appends a key; its slot is the count before.
    mutating func append<Bytes: Sequence<UInt8>>(_ key: Bytes) {
      let start = storage.count
      storage.append(contentsOf: key)
      ends.append(storage.count)
      probes.append(Probe(quoted: Array(storage[start...]) + [UInt8(ascii: "\"")]))
    }

    /// Whether every byte of every key satisfies `predicate`.
    func allBytesSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
      storage.allSatisfy(predicate)
    }

    /// The length of the key of slot `slot` when the input at `offset` holds it followed
    /// by its closing quote, else `nil`.
    @inline(__always)
    func matchLength(_ input: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> Int? {
      guard slot < probes.count else { return nil }
      let probe = probes[slot]
      let length = probe.quotedLength - 1
      guard offset + length < input.count else { return nil }
      if probe.quotedLength > Probe.widest {
        guard input[offset + length] == UInt8(ascii: "\""),
          equals(input, at: offset, start: ends[slot] - length, length: length)
        else { return nil }
        return length
      }
      return probe.matches(input, at: offset) ? length : nil
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

    /// A key and its closing quote, up to ``widest`` bytes of them, as the two words
    /// that hold their first and last bytes (overlapping when shorter than two words): the
    /// input holds the key there exactly when two loads of the same width from it give
    /// the same words. Two loads and two comparisons instead of a call to `memcmp` and a
    /// test of the quote: every key of every record is tried this way first.
    private struct Probe {
      /// The most bytes a probe compares: two words of eight.
      static let widest = 16

      /// How many bytes the key and its quote take.
      let quotedLength: Int
      /// The first bytes (four, or eight from eight bytes on), as loaded.
      private let head: UInt64
      /// The last bytes, as many as ``head`` holds, as loaded.
      private let tail: UInt64

      /// The probe for `quoted`, a key followed by its closing quote; past ``widest``
      /// bytes it compares nothing (``matchLength(_:at:slot:)`` compares such keys
      /// byte by byte).
      init(quoted: [UInt8]) {
        quotedLength = quoted.count
        guard quoted.count <= Self.widest else {
          (head, tail) = (0, 0)
          return
        }
        (head, tail) = quoted.withUnsafeBytes { Self.words(of: $0, at: 0, length: quoted.count) }
      }

      /// Whether the input at `offset`, which holds ``quotedLength`` bytes at least, starts
      /// with the key and its quote.
      @inline(__always)
      func matches(_ input: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        let (head, tail) = Self.words(of: input, at: offset, length: quotedLength)
        return head == self.head && tail == self.tail
      }

      /// The words a probe of `length` bytes (at most ``widest``) compares, loaded from
      /// `bytes` at `offset`, which hold `length` bytes from there: below four bytes,
      /// each byte in its own place.
      @inline(__always)
      private static func words(
        of bytes: UnsafeRawBufferPointer, at offset: Int, length: Int
      ) -> (UInt64, UInt64) {
        switch length {
        case 8...:
          return (
            bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
            bytes.loadUnaligned(fromByteOffset: offset + length - 8, as: UInt64.self)
          )
        case 4...:
          return (
            UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
            UInt64(bytes.loadUnaligned(fromByteOffset: offset + length - 4, as: UInt32.self))
          )
        default:
          var word: UInt64 = 0
          for index in 0..<length { word |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
          return (word, 0)
        }
      }
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
