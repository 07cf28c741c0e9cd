/// A table or column name from a spec, checked to be `[A-Za-z_][A-Za-z0-9_]*` and rendered
/// double-quoted for SQL. The compiler validates names already; this is the store's own
/// guarantee that no spec text is ever spliced into SQL unchecked.
struct SQLiteIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The bare name, e.g. `users`.
  let name: String

  /// The longest name accepted; longer names are certainly not hand-written field names.
  static let maximumLength = 128

  /// A table name; names starting with `sqlite_` are reserved by SQLite and refused.
  static func table(_ name: String) throws(StoreError) -> SQLiteIdentifier {
    let identifier = try SQLiteIdentifier(name, role: "table")
    if name.lowercased().hasPrefix("sqlite_") {
      throw StoreError(
        .invalidInput,
        "invalid table name '\(name)': names starting with 'sqlite_' are reserved by SQLite")
    }
    return identifier
  }

  /// A column name.
  static func column(_ name: String) throws(StoreError) -> SQLiteIdentifier {
    try SQLiteIdentifier(name, role: "column")
  }

  /// A repeated group's name, which names its child table and count column
  /// (``ChildTable``).
  static func group(_ name: String) throws(StoreError) -> SQLiteIdentifier {
    try SQLiteIdentifier(name, role: "group")
  }

  private init(_ name: String, role: String) throws(StoreError) {
    let bytes = Array(name.utf8)
    guard bytes.count <= Self.maximumLength else {
      throw StoreError(
        .invalidInput, "invalid \(role) name '\(name)': longer than \(Self.maximumLength) characters")
    }
    guard let first = bytes.first, Self.isHead(first), bytes.allSatisfy(Self.isTail) else {
      throw StoreError(
        .invalidInput,
        "invalid \(role) name '\(name)': use letters, digits and underscores, not starting with a digit"
      )
    }
    self.name = name
  }

  /// The name in double quotes, ready to embed in SQL (it cannot contain a quote).
  var quoted: String { "\"\(name)\"" }

  /// The bare name.
  var description: String { name }

  private static func isHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_")
  }

  private static func isTail(_ byte: UInt8) -> Bool {
    isHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
