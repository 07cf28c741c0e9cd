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

  /// The store error of `failure`, its message starting with `context`, then this
  /// project's sentence for its kind (``StoreFailure/databaseReason``): PostgreSQL's and
  /// libpq's words never reach a client. They go to the detail, for the operator's log,
  /// with the SQLSTATE and `database` (as ``PostgresConnection/Target`` names it) — but
  /// only where they cannot hold a value (``quotesNoValue(_:)``).
  static func storeError(
    _ failure: PostgresConnection.Failure, context: String, database: String
  ) -> StoreError {
    if let refusal = failure.refusal { return refusal }
    let kind = kind(of: failure)
    let code = failure.state.map { "SQLSTATE \($0)" } ?? "no SQLSTATE"
    let words = quotesNoValue(failure) ? ": \(failure.message)" : ""
    return StoreError(
      kind, "\(context): \(kind.databaseReason)", detail: "PostgreSQL, \(code)\(words); \(database)")
  }

  /// Whether the primary message of `failure` is safe for the operator's log. The server's
  /// DETAIL is never read at all (``PostgresConnection/Failure``): it holds the values of
  /// the row (`Key (username)=(alice)`, `Failing row contains (…)`). Some primary
  /// messages quote a value too — a data exception (class 22: `invalid input syntax for
  /// type integer: "alice"`), a trigger's `RAISE` (P0) — so the message is kept only for
  /// the classes whose messages name objects, never data: connection (08), integrity
  /// constraint (23: the constraint's name; the row is in the DETAIL), transaction state
  /// (25), authorization (28), unknown database (3D), rollback (40), syntax or access rule
  /// (42: columns, tables, types), insufficient resources (53), program limit (54), object
  /// not in prerequisite state (55), operator intervention (57), system (58), internal
  /// (XX); and libpq's own words about a connection that failed (no SQLSTATE: a host, a
  /// socket, a refusal).
  static func quotesNoValue(_ failure: PostgresConnection.Failure) -> Bool {
    guard let state = failure.state else { return true }
    return safeClasses.contains(String(state.prefix(2)))
  }

  /// The SQLSTATE classes whose primary messages quote no value (see ``quotesNoValue(_:)``).
  private static let safeClasses: Set<String> = [
    "08", "23", "25", "28", "3D", "40", "42", "53", "54", "55", "57", "58", "XX",
  ]

  /// The class of `failure`: a connection that failed or broke, and operator intervention
  /// (a shutdown, a cancelled query), are `unavailable`; a refused log-in or an unknown
  /// database `openFailed`; a rollback or a lock not granted `busy`; insufficient
  /// resources (disk, memory, connections) `full`; a permission or a read-only
  /// transaction `readOnly`; any other syntax or access rule (an undefined column or
  /// table, a wrong column type) and a NOT NULL column the form does not fill
  /// `schemaMismatch`; a data exception or a program limit `invalidInput`.
  private static func kind(of failure: PostgresConnection.Failure) -> StoreError.Kind {
    guard !failure.broken, let state = failure.state else { return .unavailable }
    if state.hasPrefix("08") || state.hasPrefix("57") { return .unavailable }
    if state.hasPrefix("28") || state == "3D000" { return .openFailed }
    if state.hasPrefix("40") || state == "55P03" { return .busy }
    if state.hasPrefix("53") { return .full }
    if state == "42501" || state == "25006" { return .readOnly }
    if state.hasPrefix("42") || state == "23502" { return .schemaMismatch }
    if state.hasPrefix("22") || state.hasPrefix("54") { return .invalidInput }
    if state == "XX001" || state == "XX002" { return .corrupt }
    if state.hasPrefix("58") { return .io }
    return .other
  }
}
