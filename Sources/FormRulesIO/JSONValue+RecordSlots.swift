extension JSONValue {
  /// The general path of record decoding: the `members` of a record object put into the
  /// slots of `names` (every slot emptied first; a key of no field ignored; `null` empty;
  /// numbers as written, except a whole one in a slot of integers, `integers[slot]`, as
  /// its digits (``recordText(ofNumber:integer:)``); booleans as `true`/`false`). Returns
  /// the key of the first member whose value is an array or an object, which no field can
  /// hold, or nil when every member fits. The fast path
  /// (``JSONParser/parseFlatRecord(_:keys:into:)``) must give the same slots whenever it
  /// takes a record.
  package static func fill(
    _ values: inout [String], names: [String], integers: [Bool] = [], from members: [Member]
  ) -> String? {
    for index in values.indices { values[index] = "" }
    for member in members {
      guard let index = names.firstIndex(of: member.key) else { continue }
      switch member.value {
      case .string(let text): values[index] = text
      case .number(let text):
        values[index] = recordText(
          ofNumber: text, integer: integers.indices.contains(index) && integers[index])
      case .bool(let flag): values[index] = flag ? "true" : "false"
      case .null: values[index] = ""
      case .array, .object: return member.key
      }
    }
    return nil
  }
}
