/// A parsed JSON value.
///
/// Numbers keep their exact source text (already checked against the RFC 8259 grammar),
/// so no precision is lost. Object members keep their source order. When a key appears
/// more than once, the object holds it once, at the position of its first occurrence,
/// with the value of its last occurrence (as Python's `json` and most parsers do).
/// Equality of objects compares members in order.
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

  /// One member of a JSON object: a key and its value.
  package struct Member: Equatable, Sendable {
    /// The key, with escapes decoded.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }

    /// Members are equal when their keys have the same scalars and their values are
    /// equal (see ``JSONValue/==(_:_:)``).
    package static func == (lhs: Member, rhs: Member) -> Bool {
      JSONValue.sameScalars(lhs.key, rhs.key) && lhs.value == rhs.value
    }
  }

  /// Two values are equal when they have the same kind and the same contents, exactly:
  /// numbers by their source text (`1.0` is not `1`), strings and keys by their Unicode
  /// scalars (canonically equivalent but different strings differ, as in JSON itself),
  /// objects member by member in order.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null):
      return true
    case (.bool(let a), .bool(let b)):
      return a == b
    case (.number(let a), .number(let b)):
      return a == b
    case (.string(let a), .string(let b)):
      return sameScalars(a, b)
    case (.array(let a), .array(let b)):
      return a == b
    case (.object(let a), .object(let b)):
      return a == b
    default:
      return false
    }
  }

  /// Whether two strings hold the same Unicode scalars (their UTF-8 is identical);
  /// unlike `String.==`, no canonical equivalence.
  package static func sameScalars(_ a: String, _ b: String) -> Bool {
    let count = a.utf8.count
    guard count == b.utf8.count else { return false }
    var a = a
    var b = b
    return a.withUTF8 { left in b.withUTF8 { right in left.elementsEqual(right) } }
  }
}
