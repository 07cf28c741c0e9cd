/// What a session runs against: where table stores live and which custom validators exist.
public struct FormEnvironment: Sendable {
  /// Where table stores are kept.
  public enum Storage: Sendable, Hashable {
    /// The SQLite database `formcheck.sqlite3` in the directory at this path, created
    /// (mode 0700) if missing. Sessions in one process with the same directory share one
    /// connection.
    case dataDirectory(String)
    /// A private in-memory database that vanishes with the session (the default).
    case inMemory
    /// A PostgreSQL database, named by a libpq connection string: a URL
    /// (`postgresql://user:password@host:5432/formrules`, also `postgres://`) or
    /// `key=value` words (`host=/run/postgresql dbname=formrules`). Every table store
    /// of the spec lives there, with the semantics of the SQLite one, so that processes on
    /// several machines share one users table; racing registrations of one name give
    /// exactly one winner. Sessions in one process with the same string share a pool of
    /// at most ``postgresPoolSize`` connections, opened as needed and reopened after the
    /// server drops them (the operation that met the dropped connection fails with a
    /// store error). Store error messages name neither the host nor the database; their
    /// ``StoreError/detail`` does, never the password.
    case postgreSQL(String)
  }

  /// The most connections the sessions of one process hold to one PostgreSQL database at
  /// once (``Storage/postgreSQL(_:)``); further requests wait for a free one.
  public static let postgresPoolSize = 8

  /// Custom validators for `custom:` rules.
  public var validators: ValidatorRegistry
  /// Where table stores are kept.
  public var storage: Storage
  /// The locale of the session's labels and messages, a BCP 47 tag such as `zh-CN`: a text
  /// the spec does not give in it falls back by dropping subtags (`zh-Hans-CN`, `zh-Hans`,
  /// `zh`), then to the spec's `default_locale`; so do the built-in default messages (in
  /// `en`, `zh`, `ru` and `fr`). A tag that is not well formed means the spec's
  /// `default_locale`; nil (the default) keeps the spec's texts as they are (in its
  /// `default_locale`, or in the locale ``FormSpec/localized(to:)`` gave it). The library
  /// never reads `LANG` or `LC_*` itself.
  public var locale: String?
  /// The embedding program's stores, by the name of the spec store each replaces.
  public var stores: [String: any CustomStore] = [:]
  /// The date `today` reads in expressions (`holds: birth_date <= today - 18 years`);
  /// nil (the default) reads the local date when the session starts. Fix it for
  /// reproducible results, as `formcheck --today` and an example's `today:` do.
  public var today: CalendarDate?
  /// Hashes and verifies secrets: the OWASP parameters, except in ``checking(budget:)``.
  package var hasher = PasswordHasher()
  /// The variables a service's `url` and headers read as `${NAME}`: the process
  /// environment, as the CLI passes it (the library never reads the environment itself).
  /// Empty by default: a service that reads one then fails each request, naming it.
  /// Only those ``variablePolicy`` allows are read.
  package var variables: [String: String] = [:]
  /// Which variables a spec may read: ``Form`` refuses a spec whose services name
  /// another (FR214), before any request.
  package var variablePolicy = VariablePolicy()
  /// What sends service requests (HTTP); nil (the default): each request fails, saying the
  /// session has no HTTP client.
  package var services: (any ServiceTransport)?
  /// Canned answers to service requests, which then are never sent: an example's
  /// `responses:`, or `check`'s analysis. Nil outside `check`.
  var cannedResponses: CannedResponses?
  /// Told every failure a session's table database meets while it runs (a lookup, an
  /// insert, a read, a search), with its ``StoreError/detail``: the operator's log
  /// (`serve` and `batch` write it to standard error). Nil (the default) tells nobody.
  package var storeFailureLog: (@Sendable (StoreError) -> Void)?

  /// Creates an environment. The default keeps table stores in memory: the library reads
  /// no environment variables and writes no file unless `storage` names a directory.
  public init(
    validators: ValidatorRegistry = ValidatorRegistry(), storage: Storage = .inMemory, locale: String? = nil
  ) {
    self.validators = validators
    self.storage = storage
    self.locale = locale
  }

  /// An FR214 error at each `${NAME}` of `spec`'s services that ``variablePolicy`` does
  /// not allow, in source order: what ``Form`` refuses, and what `run`, `batch` and
  /// `serve` check at start.
  package func unallowedVariables(in spec: FormSpec) -> [Diagnostic] {
    variablePolicy.diagnostics(for: spec.compiled.definition.services)
  }

  /// The environment of `formcheck check`'s sessions (examples, witness search): private
  /// in-memory stores, secrets hashed with the cheap ``PasswordHasher/Parameters/checking``
  /// parameters (those hashes vanish with the session), every hash charged to `budget`,
  /// and no request to any service sent (``CannedResponses/Fallback/assumed``).
  package static func checking(budget: HashBudget) -> FormEnvironment {
    var environment = FormEnvironment(storage: .inMemory)
    environment.hasher = PasswordHasher(parameters: .checking, budget: budget)
    // `check` never connects anywhere: every service store is empty and every service
    // validator accepts, unless an example cans the answers.
    environment.cannedResponses = CannedResponses([], fallback: .assumed)
    return environment
  }
}

extension FormEnvironment.Storage: CustomStringConvertible, CustomDebugStringConvertible {
  /// The storage for messages and logs: a PostgreSQL connection string, which may hold a
  /// password, is never shown.
  public var description: String {
    switch self {
    case .dataDirectory(let path): "dataDirectory(\(path))"
    case .inMemory: "inMemory"
    case .postgreSQL: "postgreSQL(…)"
    }
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
