/// Runs a field's async rules one after another for one value; the first failure wins,
/// and cancelling stops whichever rule is running.
final class AsyncRuleChain: Cancellable {
  private let rules: [any AsyncRule]
  private let okResult: FieldOutcome
  private var running: (any Cancellable)?
  private var isCancelled = false

  /// Creates a chain that reports `okResult` when every rule passes.
  init(rules: [any AsyncRule], okResult: FieldOutcome) {
    self.rules = rules
    self.okResult = okResult
  }

  /// Starts checking `value`; `completion` receives the field's result.
  func start(_ value: String, completion: @escaping (FieldOutcome) -> Void) -> any Cancellable {
    run(0, value: value, completion: completion)
    return self
  }

  func cancel() {
    isCancelled = true
    running?.cancel()
    running = nil
  }

  private func run(_ position: Int, value: String, completion: @escaping (FieldOutcome) -> Void) {
    guard !isCancelled else { return }
    guard position < rules.count else {
      completion(okResult)
      return
    }
    let rule = rules[position]
    running = rule.start(value) { [weak self] verdict in
      guard let self, !self.isCancelled else { return }
      switch verdict {
      case .pass: self.run(position + 1, value: value, completion: completion)
      case .fail: completion(.failed(rule.message))
      case .failWithMessage(let message): completion(.failed(message))
      case .storeError(let error): completion(.storeError(error))
      }
    }
  }
}
