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
  /// The disk (or the database's size limit) is full.
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
  /// Anything else (an unexpected SQLite or OpenSSL failure, a spent work budget).
  case other
}
