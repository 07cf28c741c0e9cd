import FormRules
import FormRulesIO

/// Turns one JSON Lines record into the form's field values, in spec order.
///
/// Strings are taken as they are; numbers as their JSON text, except that for an `integer`
/// field a number that is whole (`18.0`, `1.8e1`; at most 2^53 in magnitude) is taken as
/// its digits (`18`), so that it reads as an integer; booleans as `true`/`false`; `null` and
/// missing keys as empty. A `text` field thus takes a number or a boolean as written, and
/// a `number` field its JSON text, which reads as the number it is. Keys the form does not have are ignored, unless the
/// spec says `unknown_fields: error`: then they make the record an error, a message per
/// key (``UnknownKeyReport``). An array or object value is an error: a field holds one
/// value.
///
/// A record of flat values whose keys are written plainly goes straight into the value
/// slots (``JSONParser/parseFlatRecord(_:keys:into:)``); anything else (a malformed line,
/// escaped or non-ASCII keys, a repeated key) takes the general path, which parses the
/// object's members and matches their keys by `String` equality, and gives the errors.
/// With `unknown_fields: error`, a record the fast path took with keys of no field
/// (``JSONParser/skippedRecordKeys``) takes the general path too, to name them; the
/// records that have none pay one test.
struct RecordDecoder {
  /// Field names in spec order. Records name few fields, so comparing keys with them in
  /// turn is cheaper than hashing each key.
  private let fieldNames: [String]
  /// Whether each field, in spec order, holds integers (`type: integer`).
  private let integers: [Bool]
  /// The same names, for matching keys byte for byte.
  private let keys: JSONParser.RecordKeys
  /// Reports keys of no field, with `unknown_fields: error`; nil with `ignore`.
  private let unknownKeys: UnknownKeyReport?
  private var parser = JSONParser()
  /// Reused for every record that takes the general path.
  private var members: [JSONValue.Member] = []
  /// The values of the last record decoded without error, in spec order; its storage is
  /// reused for every record.
  private(set) var values: [String]

  /// Creates a decoder for the fields of `spec`.
  init(spec: FormSpec) {
    fieldNames = spec.fields.map(\.name)
    integers = spec.fields.map { $0.type == .integer }
    keys = JSONParser.RecordKeys(fieldNames, integers: integers)
    switch spec.unknownFields {
    case .ignore: unknownKeys = nil
    case .error: unknownKeys = UnknownKeyReport(fieldNames: fieldNames)
    }
    values = [String](repeating: "", count: fieldNames.count)
  }

  /// Decodes the record on `line` into ``values``, or says why it is not a record.
  mutating func decode(_ line: UnsafeRawBufferPointer) -> RecordError? {
    if parser.parseFlatRecord(line, keys: keys, into: &values),
      unknownKeys == nil || !parser.skippedRecordKeys
    {
      return nil
    }
    do {
      try parser.parseObject(line, into: &members)
    } catch {
      return RecordError(message: error.description)
    }
    if let key = JSONValue.fill(&values, names: fieldNames, integers: integers, from: members) {
      return RecordError(message: "field '\(key)' must be a string, number, boolean or null")
    }
    return unknownKeys?.error(in: members)
  }
}

/// Why a line is not a usable record.
struct RecordError: Error {
  /// What is wrong, in lower case.
  let message: String
  /// A message per key of no field (`unknown_fields: error`), else empty.
  var unknownFields: [String] = []
}
