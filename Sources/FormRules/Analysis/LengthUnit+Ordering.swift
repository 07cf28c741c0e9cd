extension LengthUnit {
  /// Where the unit stands in the order graphemes ≤ scalars ≤ UTF-16 ≤ UTF-8: any text is
  /// at least as long in a later unit as in an earlier one (a grapheme holds one scalar or
  /// more, a scalar one or two UTF-16 units, and every UTF-16 unit needs a UTF-8 byte or
  /// more — a scalar needing two UTF-16 units needs four bytes).
  var rank: Int {
    switch self {
    case .graphemes: 0
    case .scalars: 1
    case .utf16: 2
    case .utf8: 3
    }
  }

  /// Whether every text is at most as long in `self` as in `other`.
  func neverExceeds(_ other: LengthUnit) -> Bool { rank <= other.rank }
}
