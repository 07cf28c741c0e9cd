extension StoreError {
  /// The class of a store failure.
  package enum Kind: Sendable, Equatable {
    /// The database, a list file or the data directory could not be opened or created.
    case openFailed
    /// Another connection held the database lock for longer than the busy timeout.
    case busy
    /// The database or its directory cannot be written.
    case readOnly
    /// The database file is damaged or is not a database.
    case corrupt
    /// The disk (or the database's size limit) is full.
    case full
    /// The operating system reported an I/O error.
    case io
    /// The request or the file's contents are unusable: a bad identifier, a missing key,
    /// a list file that is not UTF-8 or is too large, a malformed setting.
    case invalidInput
    /// Anything else (an unexpected SQLite or OpenSSL failure).
    case other
  }
}
