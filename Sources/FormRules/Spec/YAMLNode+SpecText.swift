/// How the spec decoder names and points at nodes in its messages.
extension YAMLNode {
  /// What the node is, for "found …" in messages: `a list`, `a mapping`, `nothing`,
  /// `boolean true`, `number 6.5` or `text "6"` (by the YAML 1.2 core schema, so a quoted
  /// `"6"` is text).
  var specDescription: String {
    switch content {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar(let scalar):
      if scalar.isNull { return "nothing" }
      if let value = scalar.bool { return "boolean \(value)" }
      if scalar.number != nil { return "number \(scalar.text)" }
      return "text \(Self.specQuoted(scalar.text))"
    }
  }

  /// Where the node's content starts: one column after the opening quote of a quoted
  /// scalar, else the node's own mark.
  var specContentMark: YAMLMark {
    guard case .scalar(let scalar) = content else { return mark }
    switch scalar.style {
    case .singleQuoted, .doubleQuoted:
      var inside = mark
      inside.column += 1
      return inside
    case .plain, .literal, .folded:
      return mark
    }
  }

  /// Whether the node is a null scalar (`~`, `null` or nothing at all).
  var isSpecNull: Bool {
    scalar?.isNull == true
  }

  /// `text` in double quotes for a message, cut after 40 characters, with line breaks,
  /// quotes and backslashes escaped so that a message stays on one line.
  static func specQuoted(_ text: String) -> String {
    let limit = 40
    var shown = ""
    for character in text.prefix(limit) {
      switch character {
      case "\n", "\r\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      default: shown.append(character)
      }
    }
    return "\"" + shown + (text.count > limit ? "…" : "") + "\""
  }
}
