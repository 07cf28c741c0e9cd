/// A placeholder a rule's message may hold, written `{label}`, `{min_length}`, … (see
/// `docs/dsl.md`, "Messages"). Every rule's message may say `{label}`; which others it may
/// say, and what fills them, its rule kind declares (``RuleKind/messageArguments``).
enum MessagePlaceholder: String, CaseIterable, Sendable {
  /// The field's label.
  case label
  /// `min_length`'s bound.
  case minLength = "min_length"
  /// `max_length`'s bound.
  case maxLength = "max_length"
  /// `min`'s bound.
  case min
  /// `max`'s bound.
  case max
  /// The value's length, in the rule's unit, when the rule failed.
  case length
  /// The label of the field the rule compares with.
  case other
  /// The store's name.
  case store
}

/// What fills a placeholder of a rule kind's messages.
enum MessageArgument: Sendable, Equatable {
  /// This text, fixed by the rule (a bound, a store's name).
  case text(String)
  /// The label, in the session's locale, of the field the rule refers to.
  case otherLabel
  /// The failing value's length, in the rule's unit.
  case length
}
