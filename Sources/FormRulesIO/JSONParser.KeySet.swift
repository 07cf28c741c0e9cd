extension JSONParser {
  /// The keys of the object being read, to tell whether a key repeats an earlier one.
  ///
  /// While every key has a key-cache slot, a bit per slot answers at once. Once some
  /// key has none (it had escapes, or the cache was full), keys are compared by their
  /// scalars: member by member in small objects, through a hash index from
  /// ``indexedMemberCount`` members on.
  struct KeySet {
    /// The member count from which keys without a slot are found through the index.
    static let indexedMemberCount = 16

    /// One bit per key-cache slot used by the keys so far.
    private var slots: UInt64 = 0
    /// Whether some key has no cache slot.
    private var hasKeysWithoutSlot = false
    /// Every member's position by key, once built.
    private var index: [ExactKey: Int]? = nil

    /// The position of the member whose key is `key` (with cache slot `slot`, or -1),
    /// or `nil` when the key is new.
    @inline(__always)
    func member(_ key: String, slot: Int, in members: [JSONValue.Member]) -> Int? {
      if slot >= 0, !hasKeysWithoutSlot, slots & (1 << UInt64(slot)) == 0 { return nil }
      return memberByText(key, in: members)
    }

    /// ``member(_:slot:in:)`` when slots alone cannot tell.
    private func memberByText(_ key: String, in members: [JSONValue.Member]) -> Int? {
      if let index {
        return index[ExactKey(text: key)]
      }
      return members.firstIndex { JSONValue.sameScalars($0.key, key) }
    }

    /// Records `key`, just appended as the last of `members`.
    @inline(__always)
    mutating func insert(_ key: String, slot: Int, into members: [JSONValue.Member]) {
      if slot >= 0, !hasKeysWithoutSlot {
        slots |= 1 << UInt64(slot)
      } else {
        insertByText(key, slot: slot, into: members)
      }
    }

    /// ``insert(_:slot:into:)`` once some key has no slot.
    private mutating func insertByText(
      _ key: String, slot: Int, into members: [JSONValue.Member]
    ) {
      if slot >= 0 {
        slots |= 1 << UInt64(slot)
      } else {
        hasKeysWithoutSlot = true
      }
      if index != nil {
        index?[ExactKey(text: key)] = members.count - 1
      } else if hasKeysWithoutSlot, members.count >= Self.indexedMemberCount {
        var built: [ExactKey: Int] = [:]
        for (position, member) in members.enumerated() {
          built[ExactKey(text: member.key)] = position
        }
        index = built
      }
    }
  }
  /// An object key hashed and compared by its exact Unicode scalars, so that keys that
  /// are canonically equivalent but spelled differently stay distinct members.
  struct ExactKey: Hashable {
    /// The key.
    var text: String

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
      JSONValue.sameScalars(lhs.text, rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}
