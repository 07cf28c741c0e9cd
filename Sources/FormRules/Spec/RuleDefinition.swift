/// One rule of a field's `rules:` list.
struct RuleDefinition: Sendable, Equatable {
  /// Which built-in rule, with its argument.
  enum Kind: Sendable, Equatable {
    /// `min_length: N`.
    case minLength(Int)
    /// `max_length: N`.
    case maxLength(Int)
    /// `pattern: REGEX` (PCRE2, must match the whole value).
    case pattern(Located<String>)
    /// `equals: FIELD`.
    case equals(Located<String>)
    /// `one_of: [A, B, …]`.
    case oneOf([String])
    /// `min: NUMBER` (the value read as a number).
    case min(Double)
    /// `max: NUMBER`.
    case max(Double)
    /// `absent_in: STORE`.
    case absentIn(Located<String>)
    /// `present_in: STORE`.
    case presentIn(Located<String>)
    /// `custom: NAME` (a validator registered by the embedding program).
    case custom(Located<String>)
  }

  /// Which rule.
  var kind: Kind
  /// `message:` (a default is generated when absent).
  var message: String?
  /// `unit:` for length rules (overrides the form's `length_unit`).
  var unit: LengthUnit?
  /// Where the rule starts (its list item).
  var location: SourceLocation
}
