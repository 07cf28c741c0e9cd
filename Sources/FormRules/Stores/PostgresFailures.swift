/// How PostgreSQL's failures are told: which ones a write retries, and the
/// ``StoreError`` each becomes (by its SQLSTATE class).
enum PostgresFailures {
  /// Whether `failure` is one PostgreSQL asks to retry: a serialization failure or a
  /// deadlock, or a race of concurrent DDL on the system catalog (`CREATE … IF NOT
  /// EXISTS` and `ADD COLUMN IF NOT EXISTS` check before they lock, so two at once may
  /// still collide: a duplicate name, a duplicate catalog row, a tuple concurrently
  /// updated).
  static func isRetryable(_ failure: PostgresConnection.Failure) -> Bool {
    guard !failure.broken, failure.refusal == nil, let state = failure.state else { return false }
    switch state {
    case "40001", "40P01", "42P07", "42701", "42710", "XX000": return true
    case "23505": return failure.schema == "pg_catalog"
    default: return false
    }
  }

  /// The store error of `failure`, its message starting with `context`.
  static func storeError(_ failure: PostgresConnection.Failure, context: String) -> StoreError {
    if let refusal = failure.refusal { return refusal }
    return StoreError(kind(of: failure), "\(context): \(failure.message)")
  }

  /// The class of `failure`.
  private static func kind(of failure: PostgresConnection.Failure) -> StoreError.Kind {
    guard !failure.broken, let state = failure.state else { return .unavailable }
    if state.hasPrefix("08") || state.hasPrefix("57P") { return .unavailable }
    if state.hasPrefix("28") || state == "3D000" { return .openFailed }
    if state.hasPrefix("40") || state == "55P03" { return .busy }
    if state == "53100" { return .full }
    if state == "42501" || state == "25006" { return .readOnly }
    if state.hasPrefix("22") || state.hasPrefix("54") { return .invalidInput }
    if state == "XX001" || state == "XX002" { return .corrupt }
    if state.hasPrefix("58") { return .io }
    return .other
  }
}
