/// A rule checked after every synchronous rule has passed, possibly later in (virtual)
/// time: a store lookup, an async custom validator. The field is `validating` meanwhile.
protocol AsyncRule {
  /// The message shown when the rule fails.
  var message: String { get }
  /// Starts checking a non-empty `value`; calls `completion` once, now or later, unless
  /// cancelled through the returned handle first.
  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)?
}
