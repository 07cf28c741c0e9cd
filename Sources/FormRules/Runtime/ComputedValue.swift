/// The value of a `computed:` entry (`total: quantity * unit_price`).
public enum ComputedValue: Sendable, Hashable, CustomStringConvertible {
  /// A number: arithmetic, a number field, a length.
  case number(Double)
  /// A condition's outcome.
  case boolean(Bool)
  /// Text: a text field's value.
  case text(String)
  /// A date: a date field, `today`, a date plus or minus a span.
  case date(CalendarDate)

  /// As the DSL writes it: `12.5`, `3` (a whole number without a fraction), `true`,
  /// `2026-12-01`, text as it is.
  public var description: String {
    switch self {
    case .number(let number): NumericText.format(number)
    case .boolean(let flag): flag ? "true" : "false"
    case .text(let text): text
    case .date(let date): date.text ?? ""
    }
  }

  /// The value an expression computed, or nil for one a state cannot show (a span, a
  /// date beyond the years 0000–9999).
  init?(_ value: ExpressionValue) {
    switch value {
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .boolean(flag)
    case .text(let text): self = .text(text)
    case .date(let date):
      guard date.text != nil else { return nil }
      self = .date(date)
    case .span: return nil
    }
  }
}
