extension String {
  /// The text without blanks (see ``Unicode/Scalar/isBlank``) at either end.
  package func trimmingBlanks() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isBlank }),
      let last = scalars.lastIndex(where: { !$0.isBlank })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The text without blanks at its start.
  package func droppingLeadingBlanks() -> String {
    String(unicodeScalars.drop { $0.isBlank })
  }

  /// The text up to its first blank, and the rest after that one blank (nil when there
  /// is no blank): `set username alice 1` → (`set`, `username alice 1`).
  package func splitAtFirstBlank() -> (head: String, rest: String?) {
    let scalars = unicodeScalars
    guard let blank = scalars.firstIndex(where: \.isBlank) else { return (self, nil) }
    return (String(scalars[..<blank]), String(scalars[scalars.index(after: blank)...]))
  }
}

extension Unicode.Scalar {
  /// Whether the scalar separates the words of a command: any Unicode white space — a
  /// space, a tab, a no-break or ideographic space, … — so that a word never runs into
  /// the next one unseen.
  package var isBlank: Bool { properties.isWhitespace }
}
