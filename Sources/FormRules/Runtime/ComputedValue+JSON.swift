package import FormRulesIO

extension ComputedValue {
  /// Appends `value` as a written state shows a computed value: a number as
  /// ``description`` writes it (straight into the buffer), a flag as `true`/`false`, text
  /// and dates as strings, no value as `null`.
  package static func appendJSON(_ value: ComputedValue?, to writer: inout JSONWriter) {
    switch value {
    case nil: writer.appendNull()
    case .number(let number)?: NumericText.append(number, to: &writer)
    case .boolean(let flag)?: writer.appendBool(flag)
    case .text(let text)?: writer.appendString(text)
    case .date(let date)?: writer.appendString(date.text ?? "")
    }
  }
}
