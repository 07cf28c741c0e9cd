extension JSONValue {
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
  static func sameScalars(_ a: String, _ b: String) -> Bool {
    let count = a.utf8.count
    guard count == b.utf8.count else { return false }
    var a = a
    var b = b
    return a.withUTF8 { left in b.withUTF8 { right in left.elementsEqual(right) } }
  }
}
