/// What a custom validator says about a value.
public enum ValidationOutcome: Sendable, Hashable {
  /// The value is acceptable.
  case valid
  /// The value is not; `message` (if any) replaces the rule's message.
  case invalid(String?)
}
