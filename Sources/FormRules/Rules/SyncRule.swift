/// A rule checked synchronously, in the order written, on every change of its field or of
/// a field it refers to.
protocol SyncRule {
  /// The message shown when the rule fails.
  var message: String { get }
  /// Indexes of the other fields whose values the rule reads.
  var dependencies: [Int] { get }
  /// Checks a non-empty `value`.
  func check(_ value: String, in context: RuleContext) -> RuleVerdict
}

extension SyncRule {
  var dependencies: [Int] { [] }
}
