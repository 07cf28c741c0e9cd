/// A record of a form with groups as a batch reader decodes it: the values of its
/// fields in ``CompiledForm/recordSlots`` order, and per repeated group, in
/// ``CompiledForm/recordLists`` order, its items, each a record of the item's form.
package protocol RecordSlots {
  /// How many slots have a value; the others are empty.
  var valueCount: Int { get }
  /// The value of slot `slot`, below ``valueCount``.
  func value(atSlot slot: Int) -> String
  /// How many items list `list` has.
  func itemCount(inList list: Int) -> Int
  /// Calls `body` with item `index` (0-based) of list `list`, in place rather than
  /// copied (a batch record's item holds arrays, whose copy counts their references);
  /// `body` changes nothing.
  mutating func withItem(_ index: Int, inList list: Int, _ body: (inout Self) -> Void)
}

extension FormEngine {
  /// Sets every field from `record` and resizes and fills every repeated group, inside
  /// the caller's transaction. `record` is `inout` to be read in place
  /// (``RecordSlots/withItem(_:inList:_:)``); nothing changes it.
  func setRecord<Record: RecordSlots>(_ record: inout Record) {
    let count = record.valueCount
    for (slot, field) in compiledForm.recordSlots.enumerated() {
      set(field: field, to: slot < count ? record.value(atSlot: slot) : "")
    }
    for (list, group) in compiledForm.recordLists.enumerated() {
      let node = repeatedGroupNodes[group]
      node.resize(toRecordCount: record.itemCount(inList: list))
      for (index, item) in node.itemRefs.enumerated() {
        record.withItem(index, inList: list) { values in
          item.read { item in item.graph.transaction { item.setRecord(&values) } }
        }
      }
    }
  }
}
