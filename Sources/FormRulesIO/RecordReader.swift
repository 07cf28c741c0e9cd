/// Reads JSON Lines records with groups and repeated groups (``RecordLayout``) into
/// reusable storage (``NestedRecord``), one pass over each line's bytes: keep one reader
/// for a whole batch.
package struct RecordReader {
  /// The parser, which remembers nothing between records but its storage.
  private var parser: JSONParser
  /// What a record's objects share while it is read.
  private var scratch = JSONParser.RecordScratch()

  /// A reader that accepts nesting up to `maxDepth` levels (arrays and objects, the
  /// record's own included).
  package init(maxDepth: Int = JSONParser.defaultMaxDepth) {
    parser = JSONParser(maxDepth: maxDepth)
  }

  /// Reads the record on `line`, one JSON object, into `record` (made for `layout`).
  ///
  /// A scalar field takes a string as it is, a number as its JSON text (in a slot of
  /// integers, a whole one as its digits: ``JSONValue/recordText(ofNumber:integer:)``), a
  /// boolean as `true`/`false`, `null` as empty; a group an object or `null` (all its
  /// fields empty); a repeated group an array of objects or `null` (no items). An absent
  /// key is empty, or no items. Keys match the layout's names as `String`s do (keys
  /// written plainly, byte for byte); a key of no field is checked as JSON and skipped,
  /// counted in ``unknownKeyCount`` and, for the first `describingUnknownKeys`, described
  /// in ``unknownKeys``.
  ///
  /// Throws, leaving `record` unspecified: for malformed JSON, the error of the general
  /// path (``JSONParser/parseObject(_:into:)``), where a key repeated in an object
  /// (compared by scalars) is an error in every object of the layout (`duplicate key
  /// 'address.city' at byte N` inside the record) but allowed inside a value of no field,
  /// as in ``JSONParser/parse(_:)``; otherwise, for the first value of the wrong shape,
  /// an error naming its path (`field 'lines[3].quantity' must be a string, number,
  /// boolean or null`), or for the item past ``JSONParser/maxRecordItems``. For a layout
  /// of scalars only, it gives the slots or the error that
  /// ``JSONParser/parseObject(_:into:)`` and ``JSONValue/fill(_:names:integers:from:)``
  /// give.
  package mutating func read(
    _ line: UnsafeRawBufferPointer, layout: RecordLayout, into record: inout NestedRecord,
    describingUnknownKeys: Int = 0
  ) throws(RecordDecodingError) {
    // A layout of scalars only takes the flat fast path first, which gives the same slots
    // whenever it takes a record (tested) and reads flat records about 10 % faster than
    // the general reader (measured, docs/performance.md); the reader decides whatever it declines.
    if let keys = layout.flatKeys,
      parser.parseFlatRecord(line, keys: keys, into: &record.values),
      describingUnknownKeys == 0 || !parser.skippedRecordKeys
    {
      scratch.unknownKeyCount = parser.otherRecordKeys.count
      if !scratch.unknownKeys.isEmpty { scratch.unknownKeys.removeAll(keepingCapacity: true) }
      return
    }
    scratch.reset(describingUnknownKeys: describingUnknownKeys)
    try parser.readRecord(line, layout: layout, into: &record, with: &scratch)
  }

  /// How many keys of no field the last record read had, at every depth.
  package var unknownKeyCount: Int { scratch.unknownKeyCount }

  /// The first keys of no field the last record read had, as many as it was asked to
  /// describe, in input order.
  package var unknownKeys: [UnknownRecordKey] { scratch.unknownKeys }
}
