/// The state of one field's validation.
public enum FieldStatus: String, Sendable, Hashable, CaseIterable {
  /// Every rule passed.
  case ok
  /// The field has no value.
  case empty
  /// A rule failed.
  case failed
  /// An asynchronous rule (a store lookup, an async validator) is pending.
  case validating
}
