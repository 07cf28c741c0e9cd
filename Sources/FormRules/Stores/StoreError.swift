/// A failure of a store: the database, a list file, the data directory or password hashing.
///
/// Store errors are system failures, not spec mistakes nor verdicts on the values: the
/// runtime turns them into a field's or button's failed result that carries the error's
/// ``StoreFailure`` and `message` (never the spec's `failed:` text), and the CLI prints
/// `message`. A ``CustomStore`` throws one to tell such a failure.
///
/// What reaches people (an HTTP client, a batch line, a prompt) is `message`, in this
/// project's words; what SQLite or PostgreSQL said is in `detail`, for the operator's log
/// only (``logMessage``).
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The class of a store failure.
  public typealias Kind = StoreFailure

  /// What went wrong, for callers that react differently (e.g. retry when busy).
  public let kind: Kind

  /// A complete, human-readable message naming the table involved, never a value, a file
  /// or a database, e.g. `cannot insert into table 'users': the database is busy; try again`.
  public let message: String

  /// What the database library said, for the operator's log: its result code or SQLSTATE
  /// and, where it quotes no value, its message, with the file or database it is about.
  /// Nil when there is nothing to add to `message`.
  public let detail: String?

  /// Creates an error of `kind` with a complete message and, for the operator's log only,
  /// a `detail`.
  public init(_ kind: Kind, _ message: String, detail: String? = nil) {
    self.kind = kind
    self.message = message
    self.detail = detail
  }

  /// The message.
  public var description: String { message }

  /// What an operator's log (standard error) says: the message, then the detail in
  /// parentheses when there is one.
  public var logMessage: String { detail.map { "\(message) (\($0))" } ?? message }

  /// The same error with `lead` before its message (`could not check store 'users': `).
  func leading(_ lead: String) -> StoreError {
    StoreError(kind, lead + message, detail: detail)
  }
}
