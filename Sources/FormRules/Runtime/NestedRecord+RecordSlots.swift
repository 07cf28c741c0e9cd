package import FormRulesIO

/// A batch's decoded record (``FormRulesIO/NestedRecord``) is set as it is: its slots and
/// lists are laid out in ``CompiledForm/recordSlots`` and ``CompiledForm/recordLists``
/// order (the batch reader's layout is built from the spec's ``RecordShape``). Its
/// accessors live beside its storage, where an item is lent in place.
extension NestedRecord: RecordSlots {}

extension Form {
  /// ``setRecord(_:)`` for a batch's decoded record, specialised for it: the generic
  /// function, called from another module, reads each item through witness tables and
  /// copies it as an opaque value (about 65 instructions per order line, measured).
  /// `inout` to be read in place; nothing changes it.
  package func setRecord(_ record: inout NestedRecord) {
    engine.graph.transaction { engine.setRecord(&record) }
  }
}
