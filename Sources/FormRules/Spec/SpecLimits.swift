/// The largest numbers a spec may hold. The decoder refuses anything beyond them (FR106,
/// naming the maximum), so every pass after it can compute with the values it is given:
/// a length bound plus one, a sum of two `min` / `max` limits, a message quoting a limit.
enum SpecLimits {
  /// The largest `min_length` / `max_length`: a million units, far beyond any value typed
  /// into a form and small enough that no arithmetic on it overflows.
  static let longestLength = 1_000_000
  /// The largest magnitude of `min` / `max`: 2^53 − 1, the largest whole number from which
  /// every smaller whole number is exact in a double (JavaScript's `MAX_SAFE_INTEGER`).
  static let largestNumber: Double = 9_007_199_254_740_991
  /// The most operations an expression may have once the computed values it reads are
  /// expanded (a computed value is evaluated where it is read).
  static let largestExpansion = 10_000
  /// How deeply an expression may nest once the computed values it reads are expanded
  /// (each value read is one level more than its own expression), so that no chain of
  /// values can exhaust the stack of whatever walks the tree.
  static let deepestExpansion = 256

  /// The most items a session may start with, across every repeated group at every
  /// depth (each `repeat: min`, times the items around it): a spec whose nested minimums
  /// multiply past it would build that many item graphs for every command, `check`
  /// included (FR106).
  static let mostInitialItems = 10_000

  /// The most items an example's `set:` may give a repeated group by naming a field of a
  /// later item (`lines[40].sku`).
  static let mostExampleItems = 1_000

  /// The largest `limit:` of a list: the most items one list shows (each query keeps
  /// at most that many, whatever the store holds).
  static let mostListItems = 1_000
}
