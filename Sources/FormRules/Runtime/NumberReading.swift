/// A `number` or `integer` field's value read as a number, kept until the value changes:
/// the field's type check, its bounds and the expressions reading it share one reading per
/// set, instead of reading the text again each (five times per number of an order line).
///
/// Keyed by the text itself, so a reader of any of the field's value nodes (its input, or
/// the value saved last) gets the reading of the text it holds: a text equal to the one
/// read last (as a rule and an expression reading the same node hold: the same storage,
/// which `==` compares first) costs a comparison, any other is read and kept.
final class NumberReading {
  /// The field's type: ``ValueType/number`` or ``ValueType/integer``.
  private let type: ValueType
  /// The text read last.
  private var text = ""
  /// Whether ``text`` is a value of ``type`` (``ValueType/accepts(_:)``).
  private var accepted = false
  /// The number ``text`` spells as its field's value reads in an expression
  /// (``ExpressionValue/typed(_:as:)``): nil when not accepted, or an integer too long for
  /// a double.
  private var number: Double?

  /// A reading for a field of `type`, or nil when `type` is not numeric.
  init?(type: ValueType) {
    guard type.isNumeric else { return nil }
    self.type = type
  }

  /// Reads `text` unless it is the text read last.
  @inline(__always)
  private func read(_ text: String) {
    if text == self.text { return }
    self.text = text
    if type == .number {
      number = NumericText.jsonNumber(text)
      accepted = number != nil
    } else {
      (accepted, number) = NumericText.integer(text)
    }
  }

  /// Whether `text` is a value of the field's type: ``ValueType/accepts(_:)``.
  func accepts(_ text: String) -> Bool {
    read(text)
    return accepted
  }

  /// `text` as an expression reads the field's value: ``ExpressionValue/typed(_:as:)``.
  func typed(_ text: String) -> ExpressionValue {
    read(text)
    return number.map(ExpressionValue.number) ?? .text(text)
  }

  /// The number `text` is, when it is a value of the field's type that a double holds.
  func acceptedNumber(_ text: String) -> Double? {
    read(text)
    return accepted ? number : nil
  }

  /// `text` as a numeric bound reads it (``NumericBound``) when it is a value of the
  /// field's type: its number, or an integer too long for a double as an infinity of its
  /// sign. Nil for a text of another type (the bound reads it itself).
  func bounded(_ text: String) -> Double? {
    read(text)
    guard accepted else { return nil }
    // An accepted text reads as `NumericText.number(from:)` reads it: JSON number syntax
    // is a decimal, and an integer's digits are.
    return number ?? (text.utf8.first == UInt8(ascii: "-") ? -.infinity : .infinity)
  }

  /// Takes `number`, whose text is `text`, as read: an aggregate sets the field to the
  /// text it formatted, and its readers need not read it back.
  func take(_ text: String, as number: Double) {
    self.text = text
    self.number = number
    accepted = true
  }
}
