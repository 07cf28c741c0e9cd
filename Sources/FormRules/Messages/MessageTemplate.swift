/// A message with placeholders (`{label} must be at least {min_length} characters`),
/// parsed once when the spec compiles into literal parts and placeholders; `{{` and `}}`
/// are literal braces. Rendering joins the parts.
struct MessageTemplate: Sendable, Equatable {
  /// A piece of the message.
  enum Part: Sendable, Equatable {
    /// Text as it reads.
    case literal(String)
    /// A placeholder, filled when rendered.
    case placeholder(MessagePlaceholder)
  }

  /// A mistake in a template's text, `offset` Unicode scalars into it.
  struct Mistake: Sendable, Equatable {
    /// Where, in scalars from the text's start.
    var offset: Int
    /// What is wrong.
    var message: String
  }

  /// The parts, in order; adjacent literals are merged.
  private(set) var parts: [Part]

  /// A template of the parts `parts`.
  init(parts: [Part]) {
    self.parts = []
    for part in parts { append(part) }
  }

  /// The template a literal text is (no placeholders).
  init(literal text: String) { self.init(parts: [.literal(text)]) }

  /// What parsing a text gives.
  struct Parsed {
    /// The template.
    var template: MessageTemplate
    /// Its mistakes, in order.
    var mistakes: [Mistake] = []
    /// Each placeholder, with its offset (in scalars) in the text.
    var placeholders: [(placeholder: MessagePlaceholder, offset: Int)] = []
  }

  /// Parses `text`; a brace that opens no placeholder, or a name that is none, is a
  /// mistake (its part is then read as literal text).
  static func parse(_ text: String) -> Parsed {
    var parts: [Part] = []
    var mistakes: [Mistake] = []
    var found: [(placeholder: MessagePlaceholder, offset: Int)] = []
    var literal = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "}" {
        if next != "}" {
          mistakes.append(
            Mistake(offset: index, message: "'}' closes no placeholder; write '}}' for a brace"))
        }
        literal.unicodeScalars.append("}")
        index += next == "}" ? 2 : 1
        continue
      }
      guard scalar == "{" else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if next == "{" {
        literal.unicodeScalars.append("{")
        index += 2
        continue
      }
      guard let close = scalars[index...].firstIndex(of: "}") else {
        mistakes.append(
          Mistake(
            offset: index, message: "'{' opens a placeholder that is never closed; write '{{' for a brace"))
        literal.unicodeScalars.append(contentsOf: scalars[index...])
        break
      }
      var name = ""
      name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<close])
      if let placeholder = MessagePlaceholder(rawValue: name) {
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
        parts.append(.placeholder(placeholder))
        found.append((placeholder, index))
      } else {
        var message = "unknown placeholder '{\(BoundedText.clipped(name))}'"
        let names = MessagePlaceholder.allCases.map(\.rawValue)
        if let suggestion = NameSuggestion.suggestion(for: name, among: names) {
          message += " — did you mean '{\(suggestion)}'?"
        }
        mistakes.append(Mistake(offset: index, message: message))
        literal.unicodeScalars.append(contentsOf: scalars[index...close])
      }
      index = close + 1
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    return Parsed(template: MessageTemplate(parts: parts), mistakes: mistakes, placeholders: found)
  }

  /// The placeholders it holds.
  var placeholders: [MessagePlaceholder] {
    parts.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
  }

  /// The text, when it holds no placeholder.
  var literalText: String? {
    switch parts.count {
    case 0: ""
    case 1: if case .literal(let text) = parts[0] { text } else { nil }
    default: nil
    }
  }

  /// The template with the placeholders `value` gives a text for filled in, the others
  /// kept.
  func filling(_ value: (MessagePlaceholder) -> String?) -> MessageTemplate {
    MessageTemplate(
      parts: parts.map { part in
        if case .placeholder(let placeholder) = part, let text = value(placeholder) { return .literal(text) }
        return part
      })
  }

  /// The message, with each placeholder that `value` gives no text for left empty.
  func rendered(_ value: (MessagePlaceholder) -> String?) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .literal(let literal): text += literal
      case .placeholder(let placeholder): text += value(placeholder) ?? ""
      }
    }
    return text
  }

  /// `text` as a template's literal text: braces doubled.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      escaped.unicodeScalars.append(scalar)
      if scalar == "{" || scalar == "}" { escaped.unicodeScalars.append(scalar) }
    }
    return escaped
  }

  private mutating func append(_ part: Part) {
    if case .literal(let text) = part {
      if text.isEmpty { return }
      if case .literal(let previous)? = parts.last {
        parts[parts.count - 1] = .literal(previous + text)
        return
      }
    }
    parts.append(part)
  }
}
