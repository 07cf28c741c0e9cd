import FormRules

/// The operator's log of store failures: `serve` and `batch` write each failure their
/// sessions' table database meets to standard error, one line each, with what SQLite or
/// PostgreSQL said (``StoreError/logMessage``: never a value). Clients, batch lines and
/// prompts get the project's words only.
enum StoreFailureLog {
  /// The log line of `error` in command `name`'s log: `formcheck serve: store error: …`.
  static func line(_ error: some CustomStringConvertible, command name: String) -> String {
    VisibleText.escaped("formcheck \(name): store error: \(error)")
  }

  /// A ``FormEnvironment/storeFailureLog`` writing to standard error for command `name`.
  static func writer(command name: String) -> @Sendable (StoreError) -> Void {
    { error in Console.error(line(error.logMessage, command: name)) }
  }
}
