/// `max_length: N` — at most N characters in the chosen unit.
struct MaxLengthRule: SyncRule {
  /// The maximum length.
  let maximum: Int
  /// How length is counted.
  let unit: LengthUnit
  let message: String

  func check(_ value: String, in context: RuleContext) -> RuleVerdict {
    unit.length(of: value) <= maximum ? .pass : .fail
  }
}
