/// `one_of: [A, B, …]` — the value is one of the listed ones.
struct OneOfRule: SyncRule {
  /// The allowed values.
  let allowed: Set<String>
  let message: String

  func check(_ value: String) -> RuleVerdict {
    allowed.contains(value) ? .pass : .fail
  }
}
