/// `custom: NAME` bound to a synchronous validator of the embedding program. A name no
/// validator is registered under fails with a message that says so.
struct CustomRule: SyncRule {
  /// The validator's name.
  let name: String
  /// The validator, or nil when none is registered under `name`.
  let validate: (@Sendable (String) -> ValidationOutcome)?
  let message: String

  func check(_ value: String) -> RuleVerdict {
    guard let validate else {
      return .failWithMessage("custom validator '\(name)' is not registered")
    }
    switch validate(value) {
    case .valid: return .pass
    case .invalid(let message?): return .failWithMessage(message)
    case .invalid(nil): return .fail
    }
  }
}
