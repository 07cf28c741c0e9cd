/// Spec text quoted in diagnostic messages, kept short however large the spec: a long
/// value or pattern is clipped, a long list names its first few items and counts the
/// rest. Each message is then bounded, and a spec's diagnostics grow with the number of
/// rules, not with the product of their sizes.
package enum BoundedText {
  /// The most items a message lists.
  static let shownItems = 3
  /// The most characters of one quoted text.
  static let longestQuote = 64

  /// `a, b, c and 7 more`; `a, b and c` when there are no more than ``shownItems``.
  static func listing(_ items: [String]) -> String {
    let shown = items.prefix(shownItems)
    let rest = items.count - shown.count
    if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
    guard shown.count > 1, let last = shown.last else { return shown.first ?? "" }
    return shown.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The items of a list as the spec writes them: `S, M, L, … 7 more`.
  static func inline(_ items: [String]) -> String {
    let shown = items.prefix(shownItems).map(clipped).joined(separator: ", ")
    let rest = items.count - min(items.count, shownItems)
    return rest > 0 ? shown + ", … \(rest) more" : shown
  }

  /// `text`, or its first ``longestQuote`` characters and `…` when it is longer.
  static func clipped(_ text: String) -> String {
    guard text.utf8.count > longestQuote, text.count > longestQuote else { return text }
    return text.prefix(longestQuote) + "…"
  }

  /// Untrusted text of any size (a batch record's key may be a megabyte, or one grapheme
  /// of a million combining marks) as a message quotes it: its first ``longestQuote``
  /// Unicode scalars, made safe to print (``VisibleText``), and `…` when there are more.
  package static func visible(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let shown = String(String.UnicodeScalarView(scalars.prefix(longestQuote)))
    return VisibleText.escaped(shown) + (scalars.dropFirst(longestQuote).isEmpty ? "" : "…")
  }
}
