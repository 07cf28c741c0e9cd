/// What a field's value is, `type:` in the spec: the vocabulary, once. A non-empty value
/// that does not read as its type fails before any rule, with a message naming the type
/// (`Age must be a whole number`).
public enum ValueType: String, CaseIterable, Sendable {
  /// Any text (the default).
  case text
  /// A decimal in JSON number syntax: `-12`, `0.5`, `1e3` (``NumericText/jsonNumber(_:)``).
  case number
  /// An optional `-` and digits: `42`, `-7`, `007`.
  case integer
  /// `true` or `false`.
  case boolean
  /// An ISO 8601 calendar date `YYYY-MM-DD` that exists (``CalendarDate``).
  case date

  /// Whether non-empty `text` reads as a value of this type.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .text: true
    case .number: NumericText.jsonNumber(text) != nil
    case .integer: NumericText.isInteger(text)
    case .boolean: text == "true" || text == "false"
    case .date: CalendarDate(text) != nil
    }
  }

  /// What a value of this type is, in English, as `check`'s diagnostics and the default
  /// message say it: `a whole number`, `a date (YYYY-MM-DD)`.
  var described: String {
    switch self {
    case .text: "text"
    case .number: "a number"
    case .integer: "a whole number"
    case .boolean: "true or false"
    case .date: "a date (YYYY-MM-DD)"
    }
  }

  /// Whether values of this type are numbers (`min`/`max` and expressions read them so).
  var isNumeric: Bool { self == .number || self == .integer }

  /// The message when a non-empty value does not read as this type, in every built-in
  /// locale (`Age must be a whole number`); `min`/`max` say the number or date one of a
  /// value they cannot read.
  var defaultMessage: LocalizedTemplate {
    switch self {
    case .text:
      [
        .en: "{label} must be " + described, .zh: "{label}：必须是文本", .ru: "{label}: нужен текст",
        .fr: "{label}\u{A0}: un texte est attendu",
      ]
    case .number:
      [
        .en: "{label} must be " + described, .zh: "{label}：必须是数字", .ru: "{label}: нужно ввести число",
        .fr: "{label}\u{A0}: un nombre est attendu",
      ]
    case .integer:
      [
        .en: "{label} must be " + described, .zh: "{label}：必须是整数",
        .ru: "{label}: нужно ввести целое число", .fr: "{label}\u{A0}: un nombre entier est attendu",
      ]
    case .boolean:
      [
        .en: "{label} must be " + described, .zh: "{label}：必须是 true 或 false",
        .ru: "{label}: нужно значение true или false", .fr: "{label}\u{A0}: true ou false est attendu",
      ]
    case .date:
      [
        .en: "{label} must be " + described, .zh: "{label}：必须是日期（YYYY-MM-DD）",
        .ru: "{label}: нужна дата в виде YYYY-MM-DD", .fr: "{label}\u{A0}: une date AAAA-MM-JJ est attendue",
      ]
    }
  }

  /// What a prompt shows after the field's label, for people to know what to type:
  /// `yes/no`, `YYYY-MM-DD` (nil for text and numbers, which need no hint).
  public var inputHint: String? {
    switch self {
    case .text, .number, .integer: nil
    case .boolean: "yes/no"
    case .date: "YYYY-MM-DD"
    }
  }

  /// The words a person may answer a boolean with, and the value each stands for.
  private static let booleanWords: [String: String] = [
    "true": "true", "yes": "true", "y": "true", "on": "true",
    "false": "false", "no": "false", "n": "false", "off": "false",
  ]

  /// What a person typed, as the value to set: for a boolean, `yes`/`no`, `y`/`n`,
  /// `on`/`off` (any case) become `true`/`false`; any other input, and input for any other
  /// type, is returned unchanged (for the type check to judge).
  public func value(typed input: String) -> String {
    guard self == .boolean else { return input }
    return Self.booleanWords[input.lowercased()] ?? input
  }
}
