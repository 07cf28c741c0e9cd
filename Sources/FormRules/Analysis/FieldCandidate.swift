/// A value the witness search may give a field: fixed text, or whatever another field
/// holds (for `equals`).
enum FieldCandidate: Hashable {
  /// This text.
  case text(String)
  /// The value of the field at this index.
  case copy(of: Int)
}
