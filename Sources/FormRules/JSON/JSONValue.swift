/// A parsed JSON value.
///
/// Numbers keep their exact source text (already checked against the RFC 8259 grammar),
/// so no precision is lost; ``doubleValue`` converts on demand. Object members keep
/// their source order. When a key appears more than once, the object holds it once, at
/// the position of its first occurrence, with the value of its last occurrence (as
/// Python's `json` and most parsers do). Equality of objects compares members in order.
package enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its exact source text, e.g. `-1.50e+3`.
  case number(String)
  /// A string, with escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in source order, keys unique.
  case object([Member])

  /// The number as a `Double` (nearest value; `±infinity` beyond its range), or `nil`
  /// when the value is not a number.
  package var doubleValue: Double? {
    guard case .number(let text) = self else { return nil }
    return Double(text)
  }
}
