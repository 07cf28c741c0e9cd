import FormRules
import FoundationEssentials

/// `--database URL` of `run` and `batch` (and `serve`): keep table stores in PostgreSQL
/// instead of the data directory's SQLite file. The connection string may hold a
/// password, so it is never printed: not in errors, not in help, not in diagnostics.
enum DatabaseOption {
  /// The option's name.
  static let name = "database"
  /// The environment variable read when the option is absent.
  static let variable = "FORMCHECK_DATABASE_URL"
  /// Its lines of the commands' help.
  static let help = """
      --database URL  keep table stores in this PostgreSQL database instead: a
                      postgresql:// (or postgres://) URL, or libpq key=value words
                      (default: $FORMCHECK_DATABASE_URL, else SQLite in the data
                      directory); many processes and machines may share it.
                      A password given here shows in the process list (a
                      warning says so): give it in $FORMCHECK_DATABASE_URL
                      or libpq's password file (~/.pgpass, $PGPASSFILE)
    """

  /// Where sessions of `specs` keep table stores, as `options` and the process's
  /// environment say: the PostgreSQL database of `--database` or `$FORMCHECK_DATABASE_URL`,
  /// else the data directory (``DataDirectoryChoice``), else (no table store in any
  /// spec) private memory. The one call `run`, `batch` and `serve` make. Warns, once,
  /// when `--database` holds a password (``passwordWarning``): the command line is in the
  /// process list for every user of the machine to read.
  static func storage(for specs: [FormSpec], in options: CommandArguments) throws(StoreError)
    -> FormEnvironment.Storage
  {
    if let explicit = options.value(name), holdsPassword(explicit) { Console.error(passwordWarning) }
    let explicitDirectory = options.value("data-dir")
    guard specs.contains(where: \.needsDatabase),
      let connection = try connection(
        explicit: options.value(name), environment: ProcessInfo.processInfo.environment)
    else {
      return try DataDirectoryChoice.storage(for: specs, explicit: explicitDirectory)
    }
    return .postgreSQL(connection)
  }

  /// The connection string given `explicit` (the option's value) and the environment
  /// variables `environment`, nil for none (an empty variable counts as unset). Throws,
  /// quoting nothing of it, when it is neither a `postgresql://`/`postgres://` URL nor
  /// `key=value` words.
  static func connection(explicit: String?, environment: [String: String]) throws(StoreError) -> String? {
    let source: String
    let text: String
    if let explicit {
      (source, text) = ("--\(name)", explicit)
    } else if let value = environment[variable], !value.isEmpty {
      (source, text) = ("$\(variable)", value)
    } else {
      return nil
    }
    let isURL = text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    let isWords = !text.contains("://") && text.contains("=")
    guard isURL || isWords else {
      throw StoreError(
        .invalidInput,
        "\(source) needs a postgresql:// or postgres:// URL, or libpq key=value words (the value is not shown: it may hold a password)"
      )
    }
    return text
  }
}
