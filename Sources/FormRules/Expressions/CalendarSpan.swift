/// A span of calendar time in an expression, `N days|weeks|months|years` (singular
/// spellings too), added to or taken from a date.
package struct CalendarSpan: Sendable, Equatable {
  /// The unit of a span.
  enum Unit: String, CaseIterable, Sendable {
    /// Days.
    case days
    /// Weeks, 7 days each.
    case weeks
    /// Calendar months.
    case months
    /// Calendar years, 12 months each.
    case years

    /// The unit spelled `word` (`day` or `days`, …), if any.
    init?(word: String) {
      guard let unit = Self(rawValue: word) ?? Self(rawValue: word + "s") else { return nil }
      self = unit
    }
  }

  /// How many units (may be negative).
  let count: Int
  /// The unit.
  let unit: Unit

  /// `count unit` as the DSL writes it: `18 years`.
  var description: String { "\(count) \(unit.rawValue)" }

  /// `date` moved by this span `sign` times (1 forward, -1 back); a month or year step
  /// landing past the end of a month ends on its last day (2024-02-29 − 1 year is
  /// 2023-02-28).
  func moving(_ date: CalendarDate, by sign: Int) -> CalendarDate {
    // Counts are bounded by the lexer (a double literal); clamp so no step overflows.
    let steps = max(-10_000_000, min(10_000_000, count)) * sign
    switch unit {
    case .days: return CalendarDate(dayNumber: date.dayNumber + steps)
    case .weeks: return CalendarDate(dayNumber: date.dayNumber + 7 * steps)
    case .months: return date.addingMonths(steps)
    case .years: return date.addingMonths(12 * steps)
    }
  }
}
