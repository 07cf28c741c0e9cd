/// Splits an `enabled_when` expression into tokens, one at a time, each with its exact
/// location.
///
/// Whitespace (spaces, tabs, line breaks) separates tokens. Names are a letter or `_`
/// followed by letters, digits or `_`. Numbers are `-`? digits, an optional fraction and
/// an optional exponent; a `-` right after an operand (a name, number, string, `true`,
/// `false`, `today` or `)`) is subtraction, as are `+`, `*` and `/` arithmetic. Strings are double- or single-quoted with the escapes `\"`,
/// `\'`, `\\`, `\n` and `\t`. Operators from other languages (`&&`, `||`, `!`, `=`) are
/// errors that name the DSL's spelling.
///
/// The lexer walks the expression's UTF-8 bytes: ASCII (every keyword, operator and
/// most names) is classified without Unicode property lookups, and a token's text is
/// one slice of the bytes.
struct ExpressionLexer {
  /// The expression's UTF-8 bytes (valid UTF-8: they come from a `String`).
  private let bytes: [UInt8]
  /// Byte offset of the next scalar.
  private var index = 0
  /// Location of the scalar at `index`.
  private var cursor: SourceCursor
  /// The keyword for the session's date.
  static let today = "today"
  /// The words that are not names: `and`, `or`, `not`, `today`, `true`, `false`.
  static let keywords: [String: ExpressionToken.Kind] = [
    "and": .and, "or": .or, "not": .not, today: .today, "true": .trueLiteral, "false": .falseLiteral,
  ]

  /// Whether the last token ended an operand, so that a `-` is subtraction.
  private var afterOperand = false

  /// A lexer at the start of `source`.
  init(_ source: Located<String>) {
    bytes = Array(source.value.utf8)
    cursor = SourceCursor(at: source.location)
  }

  /// The next token; `.end` (again and again) once the expression is used up.
  mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
    let token = try scan()
    switch token.kind {
    case .identifier, .number, .string, .today, .trueLiteral, .falseLiteral, .rightParen:
      afterOperand = true
    default:
      afterOperand = false
    }
    return token
  }

  /// The kind of the token ``next()`` will return, without moving (nil where it fails).
  func peekKind() -> ExpressionToken.Kind? {
    var copy = self
    return try? copy.next().kind
  }

  /// Reads the next token.
  private mutating func scan() throws(ExpressionSyntaxError) -> ExpressionToken {
    while let scalar = peek(), Self.isWhitespace(scalar) { advance() }
    let start = index
    let location = cursor.location
    guard let scalar = peek() else {
      return ExpressionToken(kind: .end, text: "", location: location)
    }
    // Fixed spellings are literals: only names, numbers and strings slice the bytes.
    func token(_ kind: ExpressionToken.Kind, _ spelling: String) -> ExpressionToken {
      ExpressionToken(kind: kind, text: spelling, location: location)
    }
    func fail(_ message: String) -> ExpressionSyntaxError {
      ExpressionSyntaxError(location: location, message: message)
    }

    advance()
    switch scalar {
    case ".": return token(.dot, ".")
    case "(": return token(.leftParen, "(")
    case ")": return token(.rightParen, ")")
    case "<":
      return advance(if: "=") ? token(.comparison(.lessOrEqual), "<=") : token(.comparison(.less), "<")
    case ">":
      return advance(if: "=")
        ? token(.comparison(.greaterOrEqual), ">=") : token(.comparison(.greater), ">")
    case "=":
      guard advance(if: "=") else { throw fail("'=' is not an operator; use '==' to compare") }
      return token(.comparison(.equal), "==")
    case "!":
      guard advance(if: "=") else { throw fail("'!' is not an operator; use 'not'") }
      return token(.comparison(.notEqual), "!=")
    case "&", "|":
      let spelling = advance(if: scalar) ? "\(scalar)\(scalar)" : "\(scalar)"
      throw fail("'\(spelling)' is not an operator; use '\(scalar == "&" ? "and" : "or")'")
    case "\"", "'":
      return try string(quote: scalar, start: start, location: location)
    case "+": return token(.arithmetic(.add), "+")
    case "*": return token(.arithmetic(.multiply), "*")
    case "/": return token(.arithmetic(.divide), "/")
    case "-" where afterOperand: return token(.arithmetic(.subtract), "-")
    case "-":
      guard let digit = peek(), Self.isDigit(digit) else {
        throw fail("unexpected '-'; only number literals take a sign")
      }
      return try number(start: start, location: location)
    case _ where Self.isDigit(scalar):
      return try number(start: start, location: location)
    case _ where Self.isNameStart(scalar):
      skipNameContinuation()
      let name = text(from: start)
      return token(Self.keywords[name] ?? .identifier(name), name)
    default:
      throw fail("unexpected character \(Self.describe(scalar))")
    }
  }

  // MARK: Literals

  /// Reads the rest of a number literal whose first scalar (a digit or `-`) is consumed.
  private mutating func number(start: Int, location: SourceLocation) throws(ExpressionSyntaxError)
    -> ExpressionToken
  {
    skipDigits()
    if peek() == ".", let next = peek(at: 1), Self.isDigit(next) {
      advance()
      skipDigits()
    }
    if let e = peek(), e == "e" || e == "E" {
      let sign = peek(at: 1) == "+" || peek(at: 1) == "-" ? 1 : 0
      if let digit = peek(at: 1 + sign), Self.isDigit(digit) {
        advance()
        if sign == 1 { advance() }
        skipDigits()
      }
    }
    if let next = peek(), Self.isNameContinuation(next) {
      skipNameContinuation()
      throw ExpressionSyntaxError(
        location: location,
        message: "'\(text(from: start))' is neither a number nor a field name")
    }
    let spelling = text(from: start)
    guard let value = Double(spelling), value.isFinite else {
      throw ExpressionSyntaxError(location: location, message: "number '\(spelling)' is too large")
    }
    return ExpressionToken(kind: .number(value), text: spelling, location: location)
  }

  /// Reads the rest of a string literal whose opening `quote` is consumed.
  private mutating func string(
    quote: Unicode.Scalar, start: Int, location: SourceLocation
  ) throws(ExpressionSyntaxError) -> ExpressionToken {
    var value: [UInt8] = []
    while let scalar = peek() {
      let escapeLocation = cursor.location
      let scalarStart = index
      advance()
      switch scalar {
      case quote:
        return ExpressionToken(
          kind: .string(String(decoding: value, as: UTF8.self)), text: text(from: start),
          location: location)
      case "\\":
        guard let escaped = peek() else { break }
        advance()
        switch escaped {
        case "\"", "'", "\\": value.append(UInt8(ascii: escaped))
        case "n": value.append(UInt8(ascii: "\n"))
        case "t": value.append(UInt8(ascii: "\t"))
        default:
          throw ExpressionSyntaxError(
            location: escapeLocation,
            message: "unknown escape '\\\(escaped)' in a string; use \\\" \\' \\\\ \\n or \\t")
        }
      default:
        value.append(contentsOf: bytes[scalarStart..<index])
      }
    }
    throw ExpressionSyntaxError(
      location: location,
      message: "unterminated string: no closing \(quote == "'" ? "single" : "double") quote")
  }

  // MARK: Scalars

  /// The scalar `offset` scalars ahead, if any.
  private func peek(at offset: Int = 0) -> Unicode.Scalar? {
    var position = index
    for _ in 0..<offset {
      guard position < bytes.count else { return nil }
      position += Self.length(ofScalarStartingWith: bytes[position])
    }
    return position < bytes.count ? scalar(at: position) : nil
  }

  /// Moves past the next scalar.
  private mutating func advance() {
    let lead = bytes[index]
    cursor.advance(over: lead < 0x80 ? Unicode.Scalar(lead) : scalar(at: index))
    index += Self.length(ofScalarStartingWith: lead)
  }

  /// Moves past the next scalar if it is `expected`; says whether it did.
  private mutating func advance(if expected: Unicode.Scalar) -> Bool {
    guard peek() == expected else { return false }
    advance()
    return true
  }

  /// Moves past the scalars that can continue a name (ASCII ones byte by byte).
  private mutating func skipNameContinuation() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        guard Self.isASCIINameContinuation(byte) else { return }
        cursor.advance(over: Unicode.Scalar(byte))
        index += 1
      } else {
        guard Self.isNameContinuation(scalar(at: index)) else { return }
        advance()
      }
    }
  }

  /// Moves past ASCII digits.
  private mutating func skipDigits() {
    while let next = peek(), Self.isDigit(next) { advance() }
  }

  /// The source text from byte `start` up to the current position.
  private func text(from start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The scalar whose first byte is at `position`.
  private func scalar(at position: Int) -> Unicode.Scalar {
    let lead = bytes[position]
    if lead < 0x80 { return Unicode.Scalar(lead) }
    let length = Self.length(ofScalarStartingWith: lead)
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// How many bytes the UTF-8 scalar starting with `lead` has.
  private static func length(ofScalarStartingWith lead: UInt8) -> Int {
    switch lead {
    case ..<0xC0: 1
    case ..<0xE0: 2
    case ..<0xF0: 3
    default: 4
    }
  }

  /// Unicode `White_Space`; ASCII answered without a property lookup.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    return scalar == " " || ("\t"..."\r").contains(scalar)
  }

  /// An ASCII digit.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// A scalar that can start a name: a letter or `_`.
  static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// An ASCII letter, digit or `_`: the ASCII bytes that can continue a name.
  private static func isASCIINameContinuation(_ byte: UInt8) -> Bool {
    let lowercased = byte | 0x20
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }

  /// A scalar that can continue a name: a letter, a decimal digit, a combining mark or `_`.
  static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
    if isNameStart(scalar) || isDigit(scalar) { return true }
    if scalar.isASCII { return false }
    switch scalar.properties.generalCategory {
    case .decimalNumber, .nonspacingMark, .spacingMark: return true
    default: return false
    }
  }

  /// A scalar named for a message: `'#'`, or `U+0007` when it does not print.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default:
      return "'\(scalar)'"
    }
  }
}
