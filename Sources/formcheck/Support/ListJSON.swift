import FormRules
import FormRulesIO

/// A form's lists as a JSON member, the one home of its shape:
/// `,"lists":{NAME:{"status":"ok","count":N,"items":[{COLUMN:VALUE,…},…]}}` — a failed
/// list's entry with its `"message"` after the status; each item an object of its
/// columns, in column order (``ListState``).
enum ListJSON {
  /// Appends `,"lists":{…}` for `lists`.
  static func append(_ lists: [ListState], to writer: inout JSONWriter) {
    writer.appendRaw(",\"lists\":{")
    for (index, list) in lists.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(list.name)
      writer.appendRaw(":{\"status\":")
      writer.appendString(list.status.word)
      if let message = list.status.message {
        writer.appendRaw(",\"message\":")
        writer.appendString(message)
      }
      writer.appendRaw(contentsOf: ",\"count\":\(list.count),\"items\":[")
      for (position, values) in list.items.enumerated() {
        writer.appendRaw(position > 0 ? ",{" : "{")
        for (column, (name, value)) in zip(list.columns, values).enumerated() {
          if column > 0 { writer.appendByte(UInt8(ascii: ",")) }
          writer.appendString(name)
          writer.appendByte(UInt8(ascii: ":"))
          writer.appendString(value)
        }
        writer.appendByte(UInt8(ascii: "}"))
      }
      writer.appendRaw("]}")
    }
    writer.appendByte(UInt8(ascii: "}"))
  }
}
