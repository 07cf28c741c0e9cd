/// The check of `min` and `max`: the value, read as a decimal number (``NumericText``, as
/// conditions read numbers), is within the bound. A value that is not a number fails with
/// its own message, which `message:` does not replace.
struct NumericBound {
  /// Which side the bound is on.
  enum Side {
    /// `min:` — the value must be at least the limit.
    case minimum
    /// `max:` — the value must be at most the limit.
    case maximum
  }

  /// Which side.
  let side: Side
  /// The limit.
  let limit: Double
  /// The message when the value is not a number.
  let notANumberMessage: String

  /// The bound, its own message rendered with `messages` (the field's label, the
  /// session's locale).
  init(_ side: Side, limit: Double, messages: MessageContext) {
    self.side = side
    self.limit = limit
    self.notANumberMessage = messages.text(Self.notANumber)
  }

  /// The message of a value that is not a number.
  static let notANumber: LocalizedTemplate = [
    .en: "{label} must be a number", .zh: "{label}：必须是数字", .ru: "{label}: нужно ввести число",
    .fr: "{label}\u{A0}: un nombre est attendu",
  ]

  /// Whether non-empty `value` is a number within the bound.
  func check(_ value: String) -> RuleVerdict {
    guard let number = NumericText.number(from: value) else {
      return .failWithMessage(notANumberMessage)
    }
    switch side {
    case .minimum: return number >= limit ? .pass : .fail
    case .maximum: return number <= limit ? .pass : .fail
    }
  }
}
