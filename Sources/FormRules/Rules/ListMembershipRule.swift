/// `absent_in` / `present_in` against a list store without latency: an in-memory set
/// lookup, checked synchronously with the other rules.
struct ListMembershipRule: SyncRule {
  /// The list.
  let list: ListStore
  /// Whether the value must be in the list (`present_in`) or not (`absent_in`).
  let expectPresent: Bool
  let message: String

  func check(_ value: String, in context: RuleContext) -> RuleVerdict {
    list.contains(value) == expectPresent ? .pass : .fail
  }
}
