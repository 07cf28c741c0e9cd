/// A failure of a store: the database, a list file, the data directory or password hashing.
///
/// Store errors are system failures, not spec mistakes nor verdicts on the values: the
/// runtime turns them into a field's or button's failed result that carries the error's
/// ``StoreFailure`` and `message` (never the spec's `failed:` text), and the CLI prints
/// `message`.
package struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The class of a store failure.
  package typealias Kind = StoreFailure

  /// What went wrong, for callers that react differently (e.g. retry when busy).
  package let kind: Kind

  /// A complete, human-readable message naming the file or table involved, e.g.
  /// `cannot insert into table 'users' in '/x/formcheck.sqlite3': database is locked`.
  package let message: String

  /// Creates an error of `kind` with a complete message.
  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
