import FormRules
import FormRulesIO

/// Turns one JSON Lines record of a form with groups into its fields' values and its
/// repeated groups' items, in one pass over the bytes (``RecordReader``), into storage
/// reused for every record: a group's fields come from the object under its key, a
/// repeated group's items from the array of objects under its key. Values are read as
/// ``RecordDecoder`` reads them (numbers in integer fields as their digits, booleans as
/// `true`/`false`, `null` and missing keys as empty). A value of the wrong kind is an
/// error naming its path, items numbered from 1: `field 'phones[3].number' must be a
/// string, number, boolean or null`.
struct GroupedRecordDecoder {
  /// The records' layout, built from the spec's ``RecordShape``.
  private let layout: RecordLayout
  private var reader = RecordReader()
  /// The last record decoded without error; its storage is reused for every record.
  private var record: NestedRecord

  /// Creates a decoder for the records of `spec`, a spec with groups.
  init(spec: FormSpec) {
    layout = RecordLayout(entries: spec.recordShape.map(Self.entry))
    record = NestedRecord(layout: layout)
  }

  /// Decodes the record on `line` into ``record``, or says why it is not a record.
  mutating func decode(_ line: UnsafeRawBufferPointer) -> RecordError? {
    do {
      try reader.read(line, layout: layout, into: &record)
      return nil
    } catch {
      return RecordError(message: error.description)
    }
  }

  /// Sets the record decoded last in `form` (``Form/setRecord(_:)``), in place: a copy
  /// out of the decoder counts two references per record.
  mutating func setRecord(in form: Form) {
    form.setRecord(&record)
  }

  /// The layout entry of `shape`.
  private static func entry(_ shape: RecordShape) -> RecordLayout.Entry {
    switch shape {
    case .field(let key, _, let integer, _): .scalar(name: key, integer: integer)
    case .group(let key, let members): .group(name: key, entries: members.map(entry))
    case .repeated(let key, _, let item): .repeated(name: key, item: RecordLayout(entries: item.map(entry)))
    }
  }
}
