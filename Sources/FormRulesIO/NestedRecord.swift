/// The values of one record read with a ``RecordLayout``: the layout's slots, and per
/// repeated group its items. Meant to be reused for every record of a batch: each list
/// keeps the items of the longest record so far as a pool and reuses them, so decoding
/// allocates only while records grow past every earlier one, and memory stays bounded by
/// the largest record (items per record are capped:
/// ``JSONParser/maxRecordItems``).
package struct NestedRecord {
  /// The value of each slot of the layout, empty when the key is absent or `null`.
  package internal(set) var values: [String]
  /// The items of each repeated group of the layout.
  package internal(set) var lists: [Items]

  /// Empty storage for records of `layout`.
  package init(layout: RecordLayout) {
    values = [String](repeating: "", count: layout.slotNames.count)
    lists = layout.itemLayouts.map { _ in Items() }
  }

  /// The items of one repeated group.
  package struct Items {
    /// How many items the record has (0 when the key is absent or `null`).
    package internal(set) var count = 0
    /// The items: the first `count` are the record's, the rest kept for reuse.
    var pool: [NestedRecord] = []

    /// Item `index` (0-based, below ``count``).
    package subscript(index: Int) -> NestedRecord {
      precondition(index >= 0 && index < count, "item index out of range")
      return pool[index]
    }

    /// How many item records this list and the lists inside its items keep, in use or
    /// not: what bounds its memory.
    package var pooledCount: Int {
      pool.reduce(pool.count) { $0 + $1.pooledCount }
    }
  }

  /// How many slots have a value (every slot of the layout: an absent key's is empty).
  package var valueCount: Int { values.count }

  /// The value of slot `slot`.
  package func value(atSlot slot: Int) -> String { values[slot] }

  /// How many items list `list` has.
  package func itemCount(inList list: Int) -> Int { lists[list].count }

  /// Calls `body` with item `index` (0-based, below ``Items/count``) of list `list`, in
  /// place. `inout` though `body` need change nothing: an array's element is reached in
  /// place only for a change, where reading it hands out a copy, which counted the
  /// references of its two arrays (two atomic operations per item, each way).
  package mutating func withItem(_ index: Int, inList list: Int, _ body: (inout NestedRecord) -> Void) {
    precondition(index >= 0 && index < lists[list].count, "item index out of range")
    body(&lists[list].pool[index])
  }

  /// How many item records the lists of this record keep, at every depth.
  package var pooledCount: Int {
    lists.reduce(0) { $0 + $1.pooledCount }
  }
}
