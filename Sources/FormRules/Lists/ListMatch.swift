/// A list's `match:`: how the search text selects items. Both compare the case-folded
/// NFC texts (``CaseFolding``), so matching never depends on case: `ach` finds
/// `Achilles`, `straß` finds `STRASSE`. The raw values are the spec's keywords.
enum ListMatch: String, CaseIterable, Sendable {
  /// The item's key starts with the search text (the default).
  case prefix
  /// The item's key contains the search text anywhere.
  case contains

  /// Whether `key` is selected by `query`, both folded already (``CaseFolding/folded(_:)``).
  /// The empty query selects every item. Compared byte by byte: folded texts are in NFC,
  /// where canonically equivalent text has the same bytes.
  func selects(folded key: String, query: String) -> Bool {
    if query.isEmpty { return true }
    switch self {
    case .prefix: return key.utf8.starts(with: query.utf8)
    case .contains: return key.utf8.firstRange(of: query.utf8) != nil
    }
  }
}
