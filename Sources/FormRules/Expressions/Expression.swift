/// A parsed `enabled_when` expression: a tree of nodes, each knowing where it starts in
/// the spec file.
///
/// Built by ``ExpressionParser``, checked by ``ExpressionTypeChecker``, evaluated on every
/// propagation with `evaluate(_:)`, printed back with `description`.
package struct Expression: Sendable, Equatable {
  /// What this sub-expression is.
  var node: Node
  /// Where this sub-expression starts (its first token).
  var location: SourceLocation
}
