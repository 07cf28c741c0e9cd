import CSQLite
import Glibc

/// One connection to a SQLite database file, owned by one isolation domain at a time.
///
/// Settings, chosen for a user store where a committed sign-up must survive a crash or a
/// power cut and several processes (a `run` and a `batch`) may share the file:
/// - the file is created (or tightened to) mode 0600 before SQLite opens it, so that the
///   `-wal` and `-shm` files SQLite makes beside it, which copy its mode, are private too
///   (see ``makePrivate(_:)``); a symbolic link in its place is refused.
/// - opened `READWRITE | CREATE | NOMUTEX | NOFOLLOW`: the class is not `Sendable`, so the compiler
///   already keeps each connection on one thread at a time; SQLite's own mutex would be
///   paid on every call for nothing. Concurrent users each open their own connection.
/// - `journal_mode=WAL`: readers never block the writer, nor the writer readers.
/// - `synchronous=FULL`: the WAL is synced at every commit, so a committed row survives
///   a power loss (`NORMAL` may lose the last commits then). Sign-ups are rare; one
///   fsync each is cheap.
/// - `busy_timeout` 5 s: a writer waits for the lock instead of failing at once.
///
/// Every SQLite result code goes through ``check(_:_:)``, which turns failures into
/// ``StoreError``s in this project's words, naming the file only in their detail.
final class SQLiteDatabase {
  /// The database file's path.
  let path: String

  /// The connection; closed in `deinit`.
  let handle: OpaquePointer

  /// How long a statement waits for another connection's lock before failing as busy.
  static let busyTimeoutMilliseconds: Int32 = 5000

  /// The path SQLite reads as a private in-memory database.
  static let inMemoryPath = ":memory:"

  /// Opens (creating if needed) the database at `path` and configures the connection.
  init(path: String) throws(StoreError) {
    let context = "cannot open the database"
    if path != Self.inMemoryPath { try Self.makePrivate(path) }
    var opened: OpaquePointer?
    let flags =
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard let opened else {
      throw StoreError(.other, "\(context): out of memory", detail: "file '\(path)'")
    }
    // sqlite3_open_v2 returns a handle even when it fails; that handle must be closed too.
    do {
      try Self.check(code, handle: opened, path: path, context)
    } catch {
      sqlite3_close_v2(opened)
      throw error
    }
    self.path = path
    self.handle = opened
    // From here on `deinit` closes the handle, also when a step below throws.
    try check(sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds), context)
    // SQLite opens files lazily: these are the first reads, so a directory, a file that is
    // not a database or an unwritable location fails here, with the open context.
    try enableWriteAheadLog(context)
    try execute("PRAGMA synchronous=FULL", context)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs `sql` (fixed text without parameters: pragmas, DDL, transaction control) and
  /// discards any rows. `context` starts the error message.
  func execute(_ sql: String, _ context: @autoclosure () -> String) throws(StoreError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil), context())
  }

  /// Compiles `sql`, whose values must all be `?` parameters bound later.
  func prepare(_ sql: String, _ context: @autoclosure () -> String) throws(StoreError) -> Statement {
    try Statement(database: self, sql: sql, context: context())
  }

  /// The number of rows the last INSERT, UPDATE or DELETE on this connection changed.
  var changes: Int64 { sqlite3_changes64(handle) }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when anything throws.
  ///
  /// `IMMEDIATE` takes the write lock up front (waiting up to the busy timeout), so that
  /// racing writers queue instead of failing with `SQLITE_BUSY` when a read transaction
  /// tries to upgrade.
  func writeTransaction<Result>(
    _ context: @autoclosure () -> String,
    _ body: () throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try execute("BEGIN IMMEDIATE", context())
    do {
      let result = try body()
      try execute("COMMIT", context())
      return result
    } catch {
      // Some errors (busy, full, I/O) already rolled the transaction back; the original
      // error is the one to report, so a failing ROLLBACK is not.
      if sqlite3_get_autocommit(handle) == 0 {
        try? execute("ROLLBACK", context())
      }
      throw error
    }
  }

  /// Switches the database to WAL (a setting stored in the file, so only the first
  /// connection to a new database changes anything). The switch needs an exclusive lock
  /// for which SQLite does not use the busy handler: when several connections open a new
  /// database at once, all but one get `SQLITE_BUSY` at once. So this waits and retries,
  /// for up to the busy timeout.
  private func enableWriteAheadLog(_ context: String) throws(StoreError) {
    var waited: Int32 = 0
    while true {
      let code = sqlite3_exec(handle, "PRAGMA journal_mode=WAL", nil, nil, nil)
      if code & 0xFF != SQLITE_BUSY || waited >= Self.busyTimeoutMilliseconds {
        try check(code, context)
        return
      }
      waited += sqlite3_sleep(10)
    }
  }

  /// Throws unless `code` is `SQLITE_OK`, `SQLITE_ROW` or `SQLITE_DONE`.
  func check(_ code: Int32, _ context: @autoclosure () -> String) throws(StoreError) {
    try Self.check(code, handle: handle, path: path, context())
  }

  /// The one place where SQLite result codes become ``StoreError``s. The message is
  /// `context: reason`, the reason this project's sentence for the failure's kind
  /// (``StoreFailure/databaseReason``); SQLite's own words go to the detail, for the
  /// operator's log, with the result code, the operating system's reason for open and I/O
  /// failures, and the file. SQLite's messages name tables, columns and constraints, never
  /// a bound value (every value is a parameter), but they are still kept from clients:
  /// they are another program's words, and the file path is the server's business.
  static func check(
    _ code: Int32, handle: OpaquePointer?, path: String, _ context: @autoclosure () -> String
  ) throws(StoreError) {
    if code == SQLITE_OK || code == SQLITE_ROW || code == SQLITE_DONE { return }
    let primary = code & 0xFF
    var words: String
    if let handle, sqlite3_errcode(handle) == code {
      words = String(cString: sqlite3_errmsg(handle))
    } else {
      words = String(cString: sqlite3_errstr(code))
    }
    if primary == SQLITE_CANTOPEN || primary == SQLITE_IOERR, let handle {
      let systemError = sqlite3_system_errno(handle)
      if systemError != 0 {
        words += " (\(String(cString: strerror(systemError))))"
      }
    }
    let kind = code == notNullConstraint ? .schemaMismatch : kind(of: primary, words: words)
    throw StoreError(
      kind, "\(context()): \(kind.databaseReason)",
      detail: "SQLite result code \(code): \(words); file '\(path)'")
  }

  /// The ``StoreError/Kind`` of a primary SQLite result code, and SQLite's `words` about
  /// it: a statement on a column or table that is not there (`SQLITE_ERROR`, which has no
  /// finer code for it) is a schema mismatch.
  private static func kind(of primary: Int32, words: String) -> StoreError.Kind {
    switch primary {
    case SQLITE_CANTOPEN, SQLITE_NOLFS: .openFailed
    case SQLITE_BUSY, SQLITE_LOCKED: .busy
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: .readOnly
    case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
    case SQLITE_FULL: .full
    case SQLITE_IOERR: .io
    case SQLITE_TOOBIG, SQLITE_RANGE, SQLITE_MISMATCH: .invalidInput
    case SQLITE_SCHEMA: .schemaMismatch
    case SQLITE_ERROR where Self.schemaWords.contains(where: words.contains): .schemaMismatch
    default: .other
    }
  }

  /// `SQLITE_CONSTRAINT_NOTNULL` (a macro Swift does not import): the table has a NOT
  /// NULL column the form does not fill, as PostgreSQL's 23502.
  private static let notNullConstraint = SQLITE_CONSTRAINT | (5 << 8)

  /// What SQLite's messages about a missing column or table say.
  private static let schemaWords = ["no such column", "no such table", "has no column named"]
}

/// The connection is used by one isolation domain at a time (it is opened `NOMUTEX`).
@available(*, unavailable)
extension SQLiteDatabase: Sendable {}
