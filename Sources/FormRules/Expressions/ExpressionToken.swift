/// One token of an `enabled_when` expression, with its spelling and location.
struct ExpressionToken: Sendable, Equatable {
  /// What the token is.
  var kind: Kind
  /// The token as written (empty at the end of the expression).
  var text: String
  /// Where its first scalar is (for the end, just after the last scalar).
  var location: SourceLocation

  /// The token named for a message: `'b'`, `')'`, `the string "x"` or
  /// `the end of the condition`.
  var quoted: String {
    switch kind {
    case .end: "the end of the condition"
    case .string: "the string \(text)"
    default: "'\(text)'"
    }
  }
}
