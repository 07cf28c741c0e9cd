/// `custom: NAME` bound to an async validator of the embedding program. It runs on the
/// concurrency runtime after the synchronous rules pass; the field is `validating`
/// meanwhile, and a newer value cancels it (its outcome is then never shown).
struct AsyncCustomRule: AsyncRule {
  /// The validator's name.
  let name: String
  /// The validator.
  let validate: @Sendable (String) async -> ValidationOutcome
  /// Where it runs and reports back.
  let work: ExternalWork
  let message: String

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    let validate = self.validate
    return work.start({ await validate(value) }) { outcome in
      switch outcome {
      case .valid: completion(.pass)
      case .invalid(let message?): completion(.failWithMessage(message))
      case .invalid(nil): completion(.fail)
      }
    }
  }
}
