/// A JSON document as a small ordered value tree, rendered once to indented text: how
/// ``SpecSchema`` describes the DSL's JSON Schema without a JSON library. Object members
/// keep the order they are written in, so the text is stable and diffs read well.
///
/// A rule kind declares the schema of its argument as JSON text
/// (``RuleKind/argumentSchema``); it is embedded as a ``fragment(_:)`` and laid out with
/// the rest, so the library needs neither a JSON parser nor a writer for it.
indirect enum SchemaNode: Sendable {
  /// An object, members in order.
  case object([(key: String, value: SchemaNode)])
  /// An array.
  case array([SchemaNode])
  /// A string.
  case string(String)
  /// An integer.
  case integer(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// Well-formed JSON text written in the source (a rule kind's argument schema).
  case fragment(String)

  /// An object from `(key, value)` pairs, in order.
  static func members(_ pairs: KeyValuePairs<String, SchemaNode>) -> SchemaNode {
    .object(pairs.map { (key: $0.key, value: $0.value) })
  }

  /// An array of strings.
  static func strings(_ values: [String]) -> SchemaNode { .array(values.map(SchemaNode.string)) }

  /// A `$ref` to the definition `name` under `$defs`.
  static func ref(_ name: String) -> SchemaNode { .members(["$ref": .string("#/$defs/\(name)")]) }

  /// The document as JSON text: two spaces per level, one member or item per line, `": "`
  /// after keys, empty containers as `{}` / `[]`, ending with a newline.
  var indentedText: String {
    var compact = ""
    appendCompact(to: &compact)
    return Self.indent(compact)
  }

  /// Appends the node as JSON text with no layout (fragments as written).
  private func appendCompact(to text: inout String) {
    switch self {
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        Self.appendString(member.key, to: &text)
        text += ":"
        member.value.appendCompact(to: &text)
      }
      text += "}"
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        item.appendCompact(to: &text)
      }
      text += "]"
    case .string(let value): Self.appendString(value, to: &text)
    case .integer(let value): text += String(value)
    case .bool(let value): text += value ? "true" : "false"
    case .fragment(let json): text += json
    }
  }

  /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped.
  private static func appendString(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// Lays out well-formed JSON `text`: white space between tokens is dropped and the
  /// layout of ``indentedText`` written instead; strings are copied as they are.
  private static func indent(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count * 2)
    var level = 0
    func newline() {
      output.append(UInt8(ascii: "\n"))
      output += repeatElement(UInt8(ascii: " "), count: 2 * level)
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      case UInt8(ascii: "\""):
        output.append(byte)
        while index < bytes.count {
          let next = bytes[index]
          output.append(next)
          index += 1
          if next == UInt8(ascii: "\\"), index < bytes.count {
            output.append(bytes[index])
            index += 1
          } else if next == UInt8(ascii: "\"") {
            break
          }
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        output.append(byte)
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var after = index
        while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == close {
          output.append(close)
          index = after + 1
        } else {
          level += 1
          newline()
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        level -= 1
        newline()
        output.append(byte)
      case UInt8(ascii: ","):
        output.append(byte)
        newline()
      case UInt8(ascii: ":"):
        output += [UInt8(ascii: ":"), UInt8(ascii: " ")]
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }
}
