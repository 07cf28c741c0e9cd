/// A record of a form with groups as a batch reader decodes it: the values of its
/// fields in ``CompiledForm/recordSlots`` order, and per repeated group, in
/// ``CompiledForm/recordLists`` order, its items, each a record of the item's form.
package protocol RecordSlots {
  /// The fields' values, slot by slot.
  var values: [String] { get }
  /// How many items list `list` has.
  func itemCount(inList list: Int) -> Int
  /// Item `index` (0-based) of list `list`.
  func item(_ index: Int, inList list: Int) -> Self
}

extension FormEngine {
  /// Sets every field from `record` and resizes and fills every repeated group, inside
  /// the caller's transaction.
  func setRecord<Record: RecordSlots>(_ record: Record) {
    let values = record.values
    for (slot, field) in compiledForm.recordSlots.enumerated() {
      set(field: field, to: slot < values.count ? values[slot] : "")
    }
    for (list, group) in compiledForm.recordLists.enumerated() {
      let node = repeatedGroupNodes[group]
      node.resize(toRecordCount: record.itemCount(inList: list))
      for index in node.items.indices {
        let item = node.items[index]
        let values = record.item(index, inList: list)
        item.graph.transaction { item.setRecord(values) }
      }
    }
  }
}
