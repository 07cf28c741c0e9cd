import FormRules
import FormRulesIO

/// The JSON Schema (draft 2020-12) of a form's records, as `GET /api/forms/NAME/schema`
/// gives it: an object with a property per input field (nested objects for groups, arrays
/// of objects for repeated groups), each typed as its field's values are best written
/// (`validate` and `batch` also take any scalar as text: see the DSL's "Batch records: JSON
/// values"), titled with its label, secret ones `writeOnly`. No field is required (an
/// empty field is the rules' business) and the rules are not in it: the API checks them.
/// A repeated group's item fields are typed only as far as the record's shape says
/// (integer or any scalar; secret), as the library tells no more of them.
/// Unknown keys are refused only when the spec says `unknown_fields: error`.
enum RecordSchema {
  /// The schema of `spec`'s records, named `name`.
  static func text(of spec: FormSpec, named name: String) -> [UInt8] {
    var writer = JSONWriter(capacity: 4096)
    let fields = Dictionary(spec.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    writer.appendRaw("{\"$schema\":\"https://json-schema.org/draft/2020-12/schema\",\"title\":")
    writer.appendString(spec.title ?? name)
    let entries: [RecordShape] =
      spec.hasGroups
      ? spec.recordShape
      : spec.fields.filter(\.isInput).map {
        .field(key: $0.name, flatName: $0.name, integer: $0.type == .integer, secret: $0.isSecret)
      }
    appendObject(entries, fields: fields, closed: spec.unknownFields == .error, to: &writer)
    writer.appendRaw("}\n")
    return writer.bytes
  }

  /// `,"type":"object","properties":{…},"additionalProperties":…` of `entries`, their
  /// fields described by `fields` (by flat name; nil inside an item, whose names are the
  /// item's own).
  private static func appendObject(
    _ entries: [RecordShape], fields: [String: FieldInfo]?, closed: Bool, to writer: inout JSONWriter
  ) {
    writer.appendRaw(",\"type\":\"object\",\"properties\":{")
    for (index, entry) in entries.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(entry.key)
      writer.appendByte(UInt8(ascii: ":"))
      switch entry {
      case .field(_, let flatName, let integer, let secret):
        if let field = fields?[flatName] {
          appendField(field, to: &writer)
        } else {
          writer.appendRaw(
            integer
              ? "{\"type\":[\"integer\",\"string\",\"null\"]"
              : "{\"type\":[\"string\",\"number\",\"boolean\",\"null\"]")
          writer.appendRaw(secret ? ",\"writeOnly\":true}" : "}")
        }
      case .group(_, let members):
        writer.appendRaw("{\"title\":")
        writer.appendString(entry.key)
        appendObject(members, fields: fields, closed: closed, to: &writer)
        writer.appendByte(UInt8(ascii: "}"))
      case .repeated(_, _, let item):
        writer.appendRaw("{\"type\":\"array\",\"items\":{\"title\":")
        writer.appendString(entry.key)
        appendObject(item, fields: nil, closed: closed, to: &writer)
        writer.appendRaw("}}")
      }
    }
    writer.appendRaw(closed ? "},\"additionalProperties\":false" : "}")
  }

  /// A field's schema: its type, label and, when secret, `writeOnly`.
  private static func appendField(_ field: FieldInfo, to writer: inout JSONWriter) {
    switch field.type {
    case .text: writer.appendRaw("{\"type\":[\"string\",\"null\"]")
    case .number: writer.appendRaw("{\"type\":[\"number\",\"string\",\"null\"]")
    case .integer: writer.appendRaw("{\"type\":[\"integer\",\"string\",\"null\"]")
    case .boolean: writer.appendRaw("{\"type\":[\"boolean\",\"null\"]")
    case .date: writer.appendRaw("{\"type\":[\"string\",\"null\"],\"format\":\"date\"")
    }
    writer.appendRaw(",\"title\":")
    writer.appendString(field.label)
    if field.isSecret { writer.appendRaw(",\"writeOnly\":true") }
    writer.appendByte(UInt8(ascii: "}"))
  }
}
