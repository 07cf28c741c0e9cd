/// What a session runs against: where table stores live and which custom validators exist.
public struct FormEnvironment: Sendable {
  /// Where table stores are kept.
  public enum Storage: Sendable, Hashable {
    /// A SQLite database in this data directory; nil resolves `$FORMCHECK_DATA_DIR`, then
    /// `$XDG_DATA_HOME/formcheck`, then `~/.local/share/formcheck`.
    case dataDirectory(String?)
    /// A private in-memory database that vanishes with the session (examples, tests).
    case inMemory
  }

  /// Custom validators for `custom:` rules.
  public var validators: ValidatorRegistry
  /// Where table stores are kept.
  public var storage: Storage
  /// Hashes and verifies secrets: the OWASP parameters, except in ``checking(budget:)``.
  package var hasher = PasswordHasher()

  /// Creates an environment.
  public init(validators: ValidatorRegistry = ValidatorRegistry(), storage: Storage = .dataDirectory(nil)) {
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
