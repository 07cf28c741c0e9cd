/// `min_length: N` — at least N characters in the chosen unit.
struct MinLengthRule: SyncRule {
  /// The minimum length.
  let minimum: Int
  /// How length is counted.
  let unit: LengthUnit
  let message: String

  func check(_ value: String, in context: RuleContext) -> RuleVerdict {
    unit.length(of: value) >= minimum ? .pass : .fail
  }
}
