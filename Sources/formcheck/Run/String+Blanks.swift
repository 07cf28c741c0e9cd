extension StringProtocol {
  /// The text without spaces and tabs at either end.
  func trimmingBlanks() -> String {
    String(drop { $0.isBlank }.reversed().drop { $0.isBlank }.reversed())
  }

  /// The text up to its first space, and the rest after that one space (nil when there
  /// is no space): `set username alice 1` → (`set`, `username alice 1`).
  func splitAtFirstSpace() -> (head: String, rest: String?) {
    guard let space = firstIndex(of: " ") else { return (String(self), nil) }
    return (String(self[..<space]), String(self[index(after: space)...]))
  }
}

extension Character {
  /// A space or a tab.
  fileprivate var isBlank: Bool { self == " " || self == "\t" }
}
