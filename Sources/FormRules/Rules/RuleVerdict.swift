/// The outcome of checking one rule against a value.
enum RuleVerdict: Sendable, Equatable {
  /// The value satisfies the rule.
  case pass
  /// It does not; the rule's message applies.
  case fail
  /// It does not, for a reason that needs its own message (a pattern over its match
  /// limit, a custom validator's message).
  case failWithMessage(String)
  /// It could not be checked: a store failed (told as a store error, not as the rule's
  /// verdict).
  case storeError(StoreError)
}
