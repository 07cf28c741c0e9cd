/// Spec-structure codes defined next to the decoder that reports them.
extension DiagnosticCode {
  /// Two keys of which a mapping may hold only one, or a key that the other keys rule
  /// out: a store with both `table` and `list`, an action with both `insert` and
  /// `verify`, an example with both `steps` and `set`.
  static let conflictingKeys: DiagnosticCode = "FR109"
}
