package import FormRulesIO

/// A batch's decoded record (``FormRulesIO/NestedRecord``) is set as it is: its slots and
/// lists are laid out in ``CompiledForm/recordSlots`` and ``CompiledForm/recordLists``
/// order (the batch reader's layout is built from the spec's ``RecordShape``).
extension NestedRecord: RecordSlots {
  package func itemCount(inList list: Int) -> Int { lists[list].count }
  package func item(_ index: Int, inList list: Int) -> NestedRecord { lists[list][index] }
}

extension Form {
  /// ``setRecord(_:)`` for a batch's decoded record, specialised for it: the generic
  /// function, called from another module, reads each item through witness tables and
  /// copies it as an opaque value (about 65 instructions per order line, measured).
  package func setRecord(_ record: NestedRecord) {
    engine.graph.transaction { engine.setRecord(record) }
  }
}
