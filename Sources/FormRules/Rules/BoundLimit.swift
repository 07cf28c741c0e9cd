/// The argument of `min` / `max`: a number (`18`), or a date written `YYYY-MM-DD`
/// (`2020-01-01`, for a `type: date` field), with where it is written.
struct BoundLimit: Sendable, Equatable {
  /// What the limit is.
  enum Scale: Sendable, Equatable {
    /// A number: values are read as numbers (``NumericText``).
    case number
    /// A date: values are read as dates (``CalendarDate``).
    case date
  }

  /// The number, or the date's ``CalendarDate/dayNumber``: what values are compared
  /// with, and what static analysis bounds them by.
  let value: Double
  /// Number or date.
  let scale: Scale
  /// Where the limit is written.
  let location: SourceLocation

  /// The JSON Schema of the argument (a number, or a date as text).
  static let schema = #"""
    {"anyOf": [{"type": "number"}, {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}]}
    """#

  /// Reads a number, or a date that exists; anything else is FR102.
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> BoundLimit? {
    let location = reader.location(of: entry.value)
    if let text = entry.value.scalar?.text, let date = CalendarDate(text) {
      return BoundLimit(value: Double(date.dayNumber), scale: .date, location: location)
    }
    return reader.number(entry.value, as: entry.what, largest: SpecLimits.largestNumber).map {
      BoundLimit(value: $0, scale: .number, location: location)
    }
  }

  /// Equal when the value and scale are; where each is written does not count.
  static func == (lhs: BoundLimit, rhs: BoundLimit) -> Bool {
    lhs.value == rhs.value && lhs.scale == rhs.scale
  }

  /// The limit as specs and messages write it: `18`, `2020-01-01`.
  var text: String {
    switch scale {
    case .number: NumericText.format(value)
    case .date: CalendarDate(dayNumber: Int(value)).text ?? NumericText.format(value)
    }
  }

  /// Why the limit does not fit a field of `type` (FR409), at the limit; nil when it
  /// fits: a date limit needs a date field, a number limit a field that is not a date or
  /// a boolean.
  func misfit(on type: ValueType, keyword: String) -> Located<String>? {
    let fits =
      switch scale {
      case .number: type != .date && type != .boolean
      case .date: type == .date
      }
    if fits { return nil }
    let written = scale == .number ? "a number" : "a date"
    return Located(
      value: "'\(keyword): \(text)' is \(written), but the field is of type \(type.rawValue)",
      location: location)
  }
}
