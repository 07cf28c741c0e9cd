/// The rules for names the spec defines: the form, its fields, stores and buttons.
enum IdentifierSyntax {
  /// Words of the `enabled_when` language that cannot name anything.
  static let reservedWords: Set<String> = ["and", "or", "not", "true", "false"]

  /// Why `name` cannot name a `kind` (e.g. `field`), or nil when it can.
  ///
  /// A name is an ASCII letter or `_`, then letters, digits and `_` (and `-` when
  /// `allowingHyphens`, as form names may), and not a reserved word unless
  /// `allowingReservedWords` (for SQLite table and column names).
  static func problem(
    with name: String, kind: String, allowingHyphens: Bool = false,
    allowingReservedWords: Bool = false
  ) -> String? {
    let scalars = name.unicodeScalars
    let valid =
      scalars.first.map(isStart) == true
      && scalars.dropFirst().allSatisfy {
        isStart($0) || isDigit($0) || (allowingHyphens && $0 == "-")
      }
    guard valid else {
      let allowed = allowingHyphens ? "letters, digits, '_' and '-'" : "letters, digits and '_'"
      return "'\(name)' is not a valid \(kind) name: use \(allowed), starting with a letter or '_'"
    }
    if !allowingReservedWords && reservedWords.contains(name) {
      return "'\(name)' is a reserved word and cannot name a \(kind)"
    }
    return nil
  }

  /// `A`–`Z`, `a`–`z` or `_`.
  private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  /// `0`–`9`.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
