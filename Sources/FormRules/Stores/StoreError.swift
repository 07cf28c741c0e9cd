/// A failure of a store: the database, a list file, the data directory or password hashing.
///
/// Store errors are system failures, not spec mistakes nor verdicts on the values: the
/// runtime turns them into a field's or button's failed result that carries the error's
/// ``StoreFailure`` and `message` (never the spec's `failed:` text), and the CLI prints
/// `message`. A ``CustomStore`` throws one to tell such a failure.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The class of a store failure.
  public typealias Kind = StoreFailure

  /// What went wrong, for callers that react differently (e.g. retry when busy).
  public let kind: Kind

  /// A complete, human-readable message naming the file or table involved, e.g.
  /// `cannot insert into table 'users' in '/x/formcheck.sqlite3': database is locked`.
  public let message: String

  /// Creates an error of `kind` with a complete message.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
