/// What a field's value is, `type:` in the spec: the vocabulary, once. A non-empty value
/// that does not read as its type fails before any rule, with a message naming the type
/// (`Age must be a whole number`).
public enum ValueType: String, CaseIterable, Sendable {
  /// Any text (the default).
  case text
  /// A decimal in JSON number syntax: `-12`, `0.5`, `1e3` (``NumericText/isJSONNumber(_:)``).
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
    case .number: NumericText.isJSONNumber(text)
    case .integer: NumericText.isInteger(text)
    case .boolean: text == "true" || text == "false"
    case .date: CalendarDate(text) != nil
    }
  }

  /// Whether values of this type are numbers (`min`/`max` and expressions read them so).
  var isNumeric: Bool { self == .number || self == .integer }

  /// How the message of a value that does not read as this type names it.
  var phrase: String {
    switch self {
    case .text: "text"
    case .number: "a number"
    case .integer: "a whole number"
    case .boolean: "true or false"
    case .date: "a date (YYYY-MM-DD)"
    }
  }

  /// The message when a value of the field labelled `label` does not read as this type:
  /// `Age must be a whole number`.
  func defaultMessage(label: String) -> String { "\(label) must be \(phrase)" }

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
