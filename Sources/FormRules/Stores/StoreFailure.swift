/// The class of a store failure — a failure of the system behind a result (the database,
/// a list file, the data directory, a stored hash, a service), as opposed to a verdict on the values.
///
/// A ``FieldResult`` or ``ButtonResult`` that reports one carries it as `error`, and
/// `formcheck`'s JSON writes its raw value as the result's `"error"` member.
public enum StoreFailure: String, Sendable, Hashable {
  /// The database, a list file or the data directory could not be opened or created, or
  /// is not safe to use (a symbolic link, a directory others can write).
  case openFailed = "open_failed"
  /// Another connection held the database lock for longer than the busy timeout.
  case busy
  /// The database or its directory cannot be written.
  case readOnly = "read_only"
  /// The database file is damaged or is not a database, or a stored value is malformed
  /// (a password hash that does not parse or has parameters this version does not write).
  case corrupt
  /// The disk (or the database's size limit) is full, or the database server is out of
  /// the resources it needs (memory, connections).
  case full
  /// The operating system reported an I/O error.
  case io
  /// The request or the stored data are unusable together: a bad identifier, a missing
  /// key, a list file that is not UTF-8 or is too large, a password hash stored for a
  /// field the form does not mark secret.
  case invalidInput = "invalid_input"
  /// A service behind a store or validator could not be reached: no connection, a time
  /// out, a broken connection, no HTTP client in the session.
  case unavailable
  /// A service answered with a status or a body the request cannot use (a 500, a body that
  /// is not JSON).
  case badResponse = "bad_response"
  /// Too much of the same costly work is under way (every thread hashing passwords busy,
  /// their queue full): nothing was done, and the same request may succeed a moment later.
  case overloaded
  /// The database's table does not have the columns (or column types) the form needs: a
  /// table made by another program, or changed since this store made it.
  case schemaMismatch = "schema_mismatch"
  /// Anything else (an unexpected SQLite or OpenSSL failure, a spent work budget).
  case other
}

extension StoreFailure {
  /// What a database failure of this kind says, in this project's words, after the
  /// context (`cannot insert into table 'users': the database is busy; try again`). The
  /// database library's own words never reach a client (they may quote a value, name a
  /// file or socket): they go to ``StoreError/detail``, for the operator's log.
  var databaseReason: String {
    switch self {
    case .openFailed: "the database cannot be opened"
    case .busy: "the database is busy; try again"
    case .readOnly: "the database cannot be written"
    case .corrupt: "the database is damaged"
    case .full: "the database is full"
    case .io: "the database could not be read or written"
    case .invalidInput: "the database refused a value as too large or of the wrong type"
    case .unavailable: "the database is unavailable"
    case .badResponse: "the database answered what the store cannot use"
    case .overloaded: "the database is overloaded; try again"
    case .schemaMismatch: "the table does not have the columns this form needs"
    case .other: "the database failed"
    }
  }
}
