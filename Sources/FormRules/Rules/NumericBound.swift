/// The check of `min` and `max`: the value, read as a decimal number (``NumericText``, as
/// conditions read numbers) or, for a date limit, as a date (``CalendarDate``), is within
/// the bound. A value that does not read so fails with its own message, which `message:`
/// does not replace (on a typed field the type check fails first).
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
  /// The limit: a number, or a date's day number.
  let limit: Double
  /// Whether values are read as dates.
  let readsDates: Bool
  /// The message when the value does not read as a number (or date).
  let unreadableMessage: String
  /// The reading of the field's value a session shares between its type check, bounds
  /// and expressions, for a `number` or `integer` field (nil for any other, and outside a
  /// session).
  var reading: Unowned<NumberReading>? = nil

  /// The bound, its own message rendered with `messages` (the field's label, the
  /// session's locale): the type's message of a number or a date.
  init(_ side: Side, limit: BoundLimit, messages: MessageContext) {
    self.side = side
    self.limit = limit.value
    self.readsDates = limit.scale == .date
    self.unreadableMessage = messages.text((readsDates ? ValueType.date : ValueType.number).defaultMessage)
  }

  /// Whether non-empty `value` is a number (or date) within the bound.
  func check(_ value: String) -> RuleVerdict {
    guard let number = read(value) else { return .failWithMessage(unreadableMessage) }
    switch side {
    case .minimum: return number >= limit ? .pass : .fail
    case .maximum: return number <= limit ? .pass : .fail
    }
  }

  /// `value` as a number, or as a date's day number when the limit is a date. A whole
  /// number too long for a double (a 1 and 400 zeros) is beyond every limit: it reads as
  /// an infinity of its sign, so `max: 99` says so rather than that it is no number.
  private func read(_ value: String) -> Double? {
    guard readsDates else {
      if let reading, let number = reading.read({ $0.bounded(value) }) { return number }
      if let number = NumericText.number(from: value) { return number }
      guard NumericText.isInteger(value) else { return nil }
      return value.utf8.first == UInt8(ascii: "-") ? -.infinity : .infinity
    }
    return CalendarDate(value).map { Double($0.dayNumber) }
  }
}
