import FormRules

/// Turns one JSON Lines record into the form's field values, in spec order.
///
/// Strings are taken as they are; numbers as their JSON text; booleans as `true`/`false`;
/// `null` and missing keys as empty. Keys the form does not have are ignored. An array or
/// object value is an error: a field holds one value.
struct RecordDecoder {
  /// Field names in spec order. Records name few fields, so comparing keys with them in
  /// turn is cheaper than hashing each key.
  private let fieldNames: [String]
  private var parser = JSONParser()
  /// Reused for every record, so parsing allocates no member array.
  private var members: [JSONValue.Member] = []

  /// Creates a decoder for the fields of `spec`.
  init(spec: FormSpec) {
    fieldNames = spec.fields.map(\.name)
  }

  /// The values of the record on `line`, or a message saying why it is not a record.
  mutating func values(of line: UnsafeRawBufferPointer) -> Result<[String], RecordError> {
    do {
      try parser.parseObject(line, into: &members)
    } catch {
      return .failure(RecordError(message: error.description))
    }
    var values = [String](repeating: "", count: fieldNames.count)
    for member in members {
      guard let index = fieldNames.firstIndex(of: member.key) else { continue }
      switch member.value {
      case .string(let text): values[index] = text
      case .number(let text): values[index] = text
      case .bool(let flag): values[index] = flag ? "true" : "false"
      case .null: values[index] = ""
      case .array, .object:
        return .failure(
          RecordError(message: "field '\(member.key)' must be a string, number, boolean or null"))
      }
    }
    return .success(values)
  }
}

/// Why a line is not a usable record.
struct RecordError: Error {
  /// What is wrong, in lower case.
  let message: String
}
