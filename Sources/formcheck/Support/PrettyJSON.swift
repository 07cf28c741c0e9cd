import FormRulesIO

/// Writes a ``JSONValue`` indented by two spaces, members in their order, ending with a
/// newline: for documents people read and diff (`--format sarif`).
enum PrettyJSON {
  /// `value` as indented JSON text.
  static func render(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    append(value, indent: 0, to: &writer)
    writer.appendRaw("\n")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  private static func append(_ value: JSONValue, indent: Int, to writer: inout JSONWriter) {
    switch value {
    case .null: writer.appendNull()
    case .bool(let flag): writer.appendBool(flag)
    case .number(let text): writer.appendRaw(contentsOf: text)
    case .string(let text): writer.appendString(text)
    case .array(let items):
      guard !items.isEmpty else { return writer.appendRaw("[]") }
      writer.appendRaw("[")
      for (index, item) in items.enumerated() {
        writer.appendRaw(index == 0 ? "\n" : ",\n")
        newlineIndent(indent + 1, to: &writer)
        append(item, indent: indent + 1, to: &writer)
      }
      writer.appendRaw("\n")
      newlineIndent(indent, to: &writer)
      writer.appendRaw("]")
    case .object(let members):
      guard !members.isEmpty else { return writer.appendRaw("{}") }
      writer.appendRaw("{")
      for (index, member) in members.enumerated() {
        writer.appendRaw(index == 0 ? "\n" : ",\n")
        newlineIndent(indent + 1, to: &writer)
        writer.appendString(member.key)
        writer.appendRaw(": ")
        append(member.value, indent: indent + 1, to: &writer)
      }
      writer.appendRaw("\n")
      newlineIndent(indent, to: &writer)
      writer.appendRaw("}")
    }
  }

  /// Two spaces per level.
  private static func newlineIndent(_ level: Int, to writer: inout JSONWriter) {
    writer.appendRaw(contentsOf: String(repeating: "  ", count: level))
  }
}

extension JSONValue {
  /// An object from `(key, value)` pairs, in order.
  static func members(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { JSONValue.Member(key: $0.key, value: $0.value) })
  }

  /// An integer.
  static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
}
