/// Custom validators an embedding program registers by name, for `custom: NAME` rules.
///
/// ```swift
/// var validators = ValidatorRegistry()
/// validators.register("even") { Int($0).map { $0 % 2 == 0 } == true ? .valid : .invalid(nil) }
/// validators.register("not_banned") { value async in
///   await moderation.allows(value) ? .valid : .invalid("That name is not allowed")
/// }
/// ```
public struct ValidatorRegistry: Sendable {
  /// A registered validator.
  enum Validator: Sendable {
    /// Runs synchronously with the other rules.
    case sync(@Sendable (String) -> ValidationOutcome)
    /// Runs after the synchronous rules pass, like a store lookup: the field is
    /// `validating` meanwhile, and a newer value cancels it.
    case async(@Sendable (String) async -> ValidationOutcome)
  }

  private(set) var validators: [String: Validator] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers a synchronous validator under `name`, replacing any earlier one.
  public mutating func register(
    _ name: String, _ validate: @escaping @Sendable (String) -> ValidationOutcome
  ) {
    validators[name] = .sync(validate)
  }

  /// Registers an asynchronous validator under `name`, replacing any earlier one.
  public mutating func register(
    _ name: String, async validate: @escaping @Sendable (String) async -> ValidationOutcome
  ) {
    validators[name] = .async(validate)
  }

  /// The names registered.
  public var names: Set<String> { Set(validators.keys) }
}

/// What a custom validator says about a value.
public enum ValidationOutcome: Sendable, Hashable {
  /// The value is acceptable.
  case valid
  /// The value is not; `message` (if any) replaces the rule's message.
  case invalid(String?)
}
