import CPQ
import Glibc

/// One libpq connection to a PostgreSQL server: the only code of the PostgreSQL store that
/// touches C pointers.
///
/// Invariant (why `@unchecked Sendable` holds): a connection is used by one thread at a
/// time — only ``PostgresDatabase``'s pool hands it out, to one borrower until it is
/// given back — which is what libpq requires of a `PGconn`; every `PGresult` is copied
/// into Swift values and freed before the call that made it returns.
///
/// Values are always sent as parameters (`PQexecParams`), as text; results come back as
/// text. NOTICE messages (`… already exists, skipping`) are dropped rather than printed.
final class PostgresConnection: @unchecked Sendable {
  /// What a statement returned: its column names and rows (nil for SQL NULL), and the
  /// number of rows an INSERT, UPDATE or DELETE changed.
  struct Rows {
    var columns: [String] = []
    var rows: [[String?]] = []
    var changed = 0
  }

  /// A failure as the server or libpq reported it, before the store gives it its context.
  struct Failure: Error {
    /// The SQLSTATE code (`23505`), nil when libpq failed without one (a lost connection).
    let state: String?
    /// The schema and table the error names, if any (for a unique violation, whose
    /// index it was: a table store's, or the system catalog's during a race of DDL).
    let schema: String?
    let table: String?
    /// The server's primary message (never its DETAIL, which quotes values) or libpq's,
    /// with the password (if any) masked; only ever in a store error's detail
    /// (``PostgresFailures/storeError(_:context:database:)``).
    let message: String
    /// Whether the connection is unusable now (dropped by the server, reset).
    let broken: Bool
    /// The store's own refusal of the request (a bad name, a table that is no store's),
    /// reported as it is.
    var refusal: StoreError? = nil

    /// The store's refusal `error`.
    static func refused(_ error: StoreError) -> Failure {
      Failure(state: nil, schema: nil, table: nil, message: error.message, broken: false, refusal: error)
    }
  }

  private let handle: OpaquePointer
  /// The password of the connection string, masked in every message.
  private let password: String?

  /// How long a statement waits for another session's lock before failing as busy (as
  /// SQLite's busy timeout): a racing insert of the same key waits only for the other's
  /// commit, so only a stuck session makes it fail.
  static let lockTimeoutMilliseconds = 5000

  /// Connects with the connection string `conninfo` (a URL or `key=value` words; their
  /// own settings win over the defaults given here: a 10 s connect timeout, a 5 s lock
  /// timeout). Throws a failure whose message never holds the password.
  init(_ conninfo: String, password: String?) throws(Failure) {
    // With expand_dbname, `dbname`'s value is read as a whole connection string; keywords
    // before it are defaults, those after it override it.
    let keywords = ["connect_timeout", "application_name", "options", "dbname", "client_encoding"]
    let values = ["10", "formcheck", "-c lock_timeout=\(Self.lockTimeoutMilliseconds)", conninfo, "UTF8"]
    let connection = Self.withCStrings(keywords) { keywordPointers in
      Self.withCStrings(values) { valuePointers in
        PQconnectdbParams(keywordPointers + [nil], valuePointers + [nil], 1)  // NULL-terminated
      }
    }
    guard let connection else {
      throw Failure(state: nil, schema: nil, table: nil, message: "out of memory", broken: true)
    }
    self.handle = connection
    self.password = password
    guard PQstatus(connection) == CONNECTION_OK else {
      // `deinit` finishes the handle.
      throw Failure(state: nil, schema: nil, table: nil, message: connectionMessage(), broken: true)
    }
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
  }

  deinit {
    PQfinish(handle)
  }

  /// Whether the connection is lost (the server closed it or restarted).
  var isBroken: Bool { PQstatus(handle) != CONNECTION_OK }

  /// Whether the connection is outside any transaction, ready for the next borrower.
  var isIdle: Bool { PQtransactionStatus(handle) == PQTRANS_IDLE }

  /// Runs `sql` with `parameters` bound to `$1`, `$2`, … and returns its rows. A value
  /// must not hold a NUL character (PostgreSQL's text cannot; the store checks first).
  @discardableResult
  func execute(_ sql: String, _ parameters: [String] = []) throws(Failure) -> Rows {
    let result = Self.withCStrings(parameters) { values in
      PQexecParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
    defer { PQclear(result) }
    try check(result)
    var rows = Rows()
    let columnCount = PQnfields(result)
    rows.columns = (0..<columnCount).map { String(cString: PQfname(result, $0)) }
    for row in 0..<PQntuples(result) {
      rows.rows.append((0..<columnCount).map { value(result, row, $0) })
    }
    rows.changed = Int(String(cString: PQcmdTuples(result))) ?? 0
    return rows
  }

  /// Runs the query `sql` with `parameters`, handing `row` each row as it arrives
  /// (libpq's single-row mode: one row in memory at a time).
  func stream(_ sql: String, _ parameters: [String], row: ([String?]) -> Void) throws(Failure) {
    let sent = Self.withCStrings(parameters) { values in
      PQsendQueryParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
    guard sent == 1 else {
      throw Failure(state: nil, schema: nil, table: nil, message: connectionMessage(), broken: isBroken)
    }
    PQsetSingleRowMode(handle)
    var failure: Failure?
    // Every result must be read, also after a failure, before the connection is free.
    while let result = PQgetResult(handle) {
      defer { PQclear(result) }
      if failure != nil { continue }
      do throws(Failure) {
        try check(result)
      } catch {
        failure = error
        continue
      }
      guard PQresultStatus(result) == PGRES_SINGLE_TUPLE else { continue }
      row((0..<PQnfields(result)).map { value(result, 0, $0) })
    }
    if let failure { throw failure }
  }

  /// The value at `row`, `column` of `result`: nil for NULL.
  private func value(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> String? {
    PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
  }

  /// Throws the failure `result` reports, if it is one (a nil result is libpq's own).
  private func check(_ result: OpaquePointer?) throws(Failure) {
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_SINGLE_TUPLE { return }
    func field(_ code: Character) -> String? {
      guard let result, let ascii = code.asciiValue, let text = PQresultErrorField(result, Int32(ascii))
      else { return nil }
      return String(cString: text)
    }
    // Only the primary message ("M") is read, never the DETAIL ("D") nor the context: the
    // DETAIL of a constraint failure holds the row's values (`Key (username)=(alice)`,
    // `Failing row contains (…)`, a password hash among them), which must reach neither a
    // client nor the operator's log.
    let primary = field("M").map(masked) ?? connectionMessage()
    throw Failure(
      state: field("C"), schema: field("s"), table: field("t"), message: primary, broken: isBroken)
  }

  /// libpq's message about the connection, on one line, the password masked, without
  /// any DETAIL line a server's error may have left in it (it may quote values).
  private func connectionMessage() -> String {
    let text = String(cString: PQerrorMessage(handle))
    let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(" ") }
      .filter { !$0.hasPrefix("DETAIL:") }.joined(separator: "; ")
    return masked(line.isEmpty ? "the connection failed" : line)
  }

  /// `text` with every occurrence of the password replaced by `******`.
  private func masked(_ text: String) -> String {
    guard let password, !password.isEmpty else { return text }
    return text.replacing(password, with: "******")
  }

  /// Runs `body` with `strings` as an array of C strings, valid only during the call.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result
  ) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { $0.map { UnsafePointer($0) } })
  }
}

extension PostgresConnection {
  /// What a connection string says, as far as messages may tell: the database and host.
  struct Target: Sendable {
    /// `database 'formrules' on 'db.example.org:5432'`.
    let name: String
    /// The password it holds, to mask in messages; nil when none.
    let password: String?
  }

  /// Reads `conninfo` with libpq's own parser. Throws a message that quotes nothing of it
  /// when it does not parse (the parser's messages may echo a password).
  static func target(of conninfo: String) throws(StoreError) -> Target {
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(conninfo, &error) else {
      if let error { PQfreemem(error) }
      throw StoreError(
        .invalidInput,
        "cannot read the PostgreSQL connection string: it is no postgresql:// URL nor key=value words libpq accepts"
      )
    }
    defer { PQconninfoFree(options) }
    var settings: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { settings[String(cString: keyword)] = String(cString: value) }
      option += 1
    }
    let host = settings["host"] ?? settings["hostaddr"] ?? "the local socket"
    let place = settings["port"].map { "\(host):\($0)" } ?? host
    let database = settings["dbname"] ?? settings["user"] ?? "(default)"
    return Target(name: "database '\(database)' on '\(place)'", password: settings["password"])
  }
}
