/// `min: X` / `max: X` — the value, read as a decimal number (``NumericText``, as
/// conditions read numbers), is within the bound. A value that is not a number fails with
/// its own message.
struct NumericBoundRule: SyncRule {
  /// Which side the bound is on.
  enum Bound: Sendable {
    /// `min:` — the value must be at least the limit.
    case minimum
    /// `max:` — the value must be at most the limit.
    case maximum
  }

  /// Which side.
  let bound: Bound
  /// The limit.
  let limit: Double
  let message: String
  /// The message when the value is not a number.
  let notANumberMessage: String

  func check(_ value: String) -> RuleVerdict {
    guard let number = NumericText.number(from: value) else {
      return .failWithMessage(notANumberMessage)
    }
    switch bound {
    case .minimum: return number >= limit ? .pass : .fail
    case .maximum: return number <= limit ? .pass : .fail
    }
  }
}
