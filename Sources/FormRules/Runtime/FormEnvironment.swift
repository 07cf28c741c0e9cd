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
  }

  /// Custom validators for `custom:` rules.
  public var validators: ValidatorRegistry
  /// Where table stores are kept.
  public var storage: Storage
  /// The embedding program's stores, by the name of the spec store each replaces.
  public var stores: [String: any CustomStore] = [:]
  /// The date `today` reads in expressions (`holds: birth_date <= today - 18 years`);
  /// nil (the default) reads the local date when the session starts. Fix it for
  /// reproducible results, as `formcheck --today` and an example's `today:` do.
  public var today: CalendarDate?
  /// Hashes and verifies secrets: the OWASP parameters, except in ``checking(budget:)``.
  package var hasher = PasswordHasher()

  /// Creates an environment. The default keeps table stores in memory: the library reads
  /// no environment variables and writes no file unless `storage` names a directory.
  public init(validators: ValidatorRegistry = ValidatorRegistry(), storage: Storage = .inMemory) {
    self.validators = validators
    self.storage = storage
  }

  /// The environment of `formcheck check`'s sessions (examples, witness search): private
  /// in-memory stores, secrets hashed with the cheap ``PasswordHasher/Parameters/checking``
  /// parameters (those hashes vanish with the session), every hash charged to `budget`.
  package static func checking(budget: HashBudget) -> FormEnvironment {
    var environment = FormEnvironment(storage: .inMemory)
    environment.hasher = PasswordHasher(parameters: .checking, budget: budget)
    return environment
  }
}
