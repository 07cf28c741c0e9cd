/// The rules for names the spec defines: the form, its fields, stores and buttons.
enum IdentifierSyntax {
  /// Words of the `enabled_when` language that cannot name anything.
  static let reservedWords: Set<String> = ["and", "or", "not", "true", "false"]
  /// The length of the longest reserved word, in bytes.
  private static let longestReservedWord = 5

  /// Why `name` cannot name a `kind` (e.g. `field`), or nil when it can.
  ///
  /// A name is an ASCII letter or `_`, then letters, digits and `_` (and `-` when
  /// `allowingHyphens`, as form names may), and not a reserved word unless
  /// `allowingReservedWords` (for SQLite table and column names).
  static func problem(
    with name: String, kind: String, allowingHyphens: Bool = false,
    allowingReservedWords: Bool = false
  ) -> String? {
    // Every allowed character is ASCII, so the UTF-8 bytes tell.
    let bytes = name.utf8
    let valid =
      bytes.first.map(isStart) == true
      && bytes.dropFirst().allSatisfy {
        isStart($0) || isDigit($0) || (allowingHyphens && $0 == UInt8(ascii: "-"))
      }
    guard valid else {
      let allowed = allowingHyphens ? "letters, digits, '_' and '-'" : "letters, digits and '_'"
      return "'\(name)' is not a valid \(kind) name: use \(allowed), starting with a letter or '_'"
    }
    if !allowingReservedWords && bytes.count <= longestReservedWord && reservedWords.contains(name) {
      return "'\(name)' is a reserved word and cannot name a \(kind)"
    }
    return nil
  }

  /// `A`–`Z`, `a`–`z` or `_`.
  private static func isStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
  }

  /// `0`–`9`.
  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
