@testable import FormRules

/// A YAML document for tests, written as Swift literals and laid out as YAML text would
/// be, so that every node gets the 1-based line and column it would have in that text.
///
/// Collections are laid out in block style with two-space indentation (`.flow` lays one
/// out as `{a: 1}` / `[a, b]` on one line); a mapping starts at its first key, a block
/// list at its first `-`, a scalar at its first character (the quote, when quoted).
/// This lays text out; it does not parse YAML.
indirect enum Sketch: Sendable {
  /// A scalar with its style (plain, single- or double-quoted).
  case scalar(String, YAMLScalar.Style)
  /// A mapping, in order.
  case map([Pair])
  /// A list.
  case list([Sketch])
  /// A collection laid out in flow style on one line.
  case flow(Sketch)

  /// One key/value pair of a mapping.
  struct Pair: Sendable {
    var key: Sketch
    var value: Sketch
  }

  /// `~`.
  static let null: Sketch = .scalar("~", .plain)

  /// A single-quoted scalar.
  static func single(_ text: String) -> Sketch { .scalar(text, .singleQuoted) }

  /// A double-quoted scalar.
  static func double(_ text: String) -> Sketch { .scalar(text, .doubleQuoted) }

  /// The node tree of this document, as if it were the text ``text``.
  func node() -> YAMLNode {
    var layout = Layout()
    return layout.place(self, line: 1, column: 1)
  }

  /// The YAML text this sketch stands for.
  var text: String {
    var layout = Layout()
    _ = layout.place(self, line: 1, column: 1)
    return layout.lines.joined(separator: "\n") + "\n"
  }
}

extension Sketch: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  init(stringLiteral value: String) { self = .scalar(value, .plain) }
  init(integerLiteral value: Int) { self = .scalar(String(value), .plain) }
  init(floatLiteral value: Double) { self = .scalar(String(value), .plain) }
  init(booleanLiteral value: Bool) { self = .scalar(String(value), .plain) }
  init(arrayLiteral elements: Sketch...) { self = .list(elements) }
  init(dictionaryLiteral elements: (Sketch, Sketch)...) {
    self = .map(elements.map { Pair(key: $0.0, value: $0.1) })
  }
}

/// Writes a sketch as lines of text and records where each node starts.
private struct Layout {
  var lines: [String] = []

  /// Writes `sketch` starting at `line`:`column` and returns its node.
  mutating func place(_ sketch: Sketch, line: Int, column: Int) -> YAMLNode {
    let mark = YAMLMark(line: line, column: column)
    switch sketch {
    case .scalar(let text, let style):
      write(rendered(text, style), line: line, column: column)
      return YAMLNode(
        content: .scalar(YAMLScalar(text: text, style: style, tag: nil)), mark: mark)
    case .flow(let inner):
      return placeFlow(inner, line: line, column: column)
    case .map(let pairs) where pairs.isEmpty:
      return placeFlow(sketch, line: line, column: column)
    case .list(let items) where items.isEmpty:
      return placeFlow(sketch, line: line, column: column)
    case .map(let pairs):
      var entries: [YAMLMappingEntry] = []
      var row = line
      for pair in pairs {
        let key = placeKey(pair.key, line: row, column: column)
        write(":", line: row, column: width(row) + 1)
        let value: YAMLNode
        if isBlockCollection(pair.value) {
          value = place(pair.value, line: lines.count + 1, column: column + 2)
        } else {
          value = place(pair.value, line: row, column: width(row) + 2)
        }
        entries.append(YAMLMappingEntry(key: key, value: value))
        row = lines.count + 1
      }
      return YAMLNode(content: .mapping(entries), mark: mark)
    case .list(let items):
      var nodes: [YAMLNode] = []
      var row = line
      for item in items {
        write("-", line: row, column: column)
        nodes.append(place(item, line: row, column: column + 2))
        row = lines.count + 1
      }
      return YAMLNode(content: .sequence(nodes), mark: mark)
    }
  }

  /// Writes a mapping key: a scalar as is, a collection in flow style.
  private mutating func placeKey(_ key: Sketch, line: Int, column: Int) -> YAMLNode {
    if case .scalar = key { return place(key, line: line, column: column) }
    return placeFlow(key, line: line, column: column)
  }

  /// Writes `sketch` in flow style on one line.
  private mutating func placeFlow(_ sketch: Sketch, line: Int, column: Int) -> YAMLNode {
    let mark = YAMLMark(line: line, column: column)
    switch sketch {
    case .scalar, .flow:
      return place(sketch, line: line, column: column)
    case .map(let pairs):
      write("{", line: line, column: column)
      var entries: [YAMLMappingEntry] = []
      for (index, pair) in pairs.enumerated() {
        if index > 0 { write(",", line: line, column: width(line) + 1) }
        let key = placeFlow(pair.key, line: line, column: width(line) + (index > 0 ? 2 : 1))
        write(":", line: line, column: width(line) + 1)
        let value = placeFlow(pair.value, line: line, column: width(line) + 2)
        entries.append(YAMLMappingEntry(key: key, value: value))
      }
      write("}", line: line, column: width(line) + 1)
      return YAMLNode(content: .mapping(entries), mark: mark)
    case .list(let items):
      write("[", line: line, column: column)
      var nodes: [YAMLNode] = []
      for (index, item) in items.enumerated() {
        if index > 0 { write(",", line: line, column: width(line) + 1) }
        nodes.append(placeFlow(item, line: line, column: width(line) + (index > 0 ? 2 : 1)))
      }
      write("]", line: line, column: width(line) + 1)
      return YAMLNode(content: .sequence(nodes), mark: mark)
    }
  }

  /// Whether `sketch` is laid out on the lines below its key.
  private func isBlockCollection(_ sketch: Sketch) -> Bool {
    switch sketch {
    case .map(let pairs): !pairs.isEmpty
    case .list(let items): !items.isEmpty
    case .scalar, .flow: false
    }
  }

  /// The scalar as written in `style`.
  private func rendered(_ text: String, _ style: YAMLScalar.Style) -> String {
    switch style {
    case .singleQuoted: "'" + text.replacing("'", with: "''") + "'"
    case .doubleQuoted:
      "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    case .plain, .literal, .folded: text
    }
  }

  /// The width of `line` in Unicode scalars (0 for a line not yet written).
  private func width(_ line: Int) -> Int {
    line <= lines.count ? lines[line - 1].unicodeScalars.count : 0
  }

  /// Writes `text` on `line` starting at `column`, padding with spaces.
  private mutating func write(_ text: String, line: Int, column: Int) {
    while lines.count < line { lines.append("") }
    let padding = max(0, column - 1 - width(line))
    lines[line - 1] += String(repeating: " ", count: padding) + text
  }
}
