/// A rule on a field's value alone, checked synchronously, in the order written, on every
/// change of the value (`min_length`, `max_length` and `equals` are ``FieldCheck`` cases
/// of their own, evaluated by the result node directly).
protocol SyncRule {
  /// The message shown when the rule fails.
  var message: String { get }
  /// Checks a non-empty `value`.
  func check(_ value: String) -> RuleVerdict
}
