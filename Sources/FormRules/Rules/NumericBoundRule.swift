/// `min: X` / `max: X` — the value, read as a number, is within the bound.
/// A value that is not a number fails with its own message.
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

  func check(_ value: String, in context: RuleContext) -> RuleVerdict {
    guard let number = Double(value.trimmingSpaces), number.isFinite else {
      return .failWithMessage(notANumberMessage)
    }
    switch bound {
    case .minimum: return number >= limit ? .pass : .fail
    case .maximum: return number <= limit ? .pass : .fail
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[start...end]
  }
}
