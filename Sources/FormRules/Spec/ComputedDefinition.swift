/// One entry of `computed:`: a named, read-only value, an expression over the fields
/// (`total: quantity * unit_price`), shown in the state and readable by name in every
/// expression.
struct ComputedDefinition: Sendable, Equatable {
  /// The name, where it is written.
  var name: Located<String>
  /// The expression as written, located at its first character.
  var source: Located<String>
  /// The parsed expression; nil after a syntax error (reported).
  var expression: Expression?
}
