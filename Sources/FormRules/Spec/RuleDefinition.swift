/// One rule of a field's `rules:` list: its kind (``RuleDefinition/Kind``, one case per
/// ``RuleKind``) and what every rule may have.
struct RuleDefinition: Sendable, Equatable {
  /// Which rule.
  var kind: Kind
  /// `message:` (a default is generated when absent).
  var message: LocalizedText?
  /// `unit:` for length rules (overrides the form's `length_unit`).
  var unit: LengthUnit?
  /// Where the rule starts (its list item).
  var location: SourceLocation
}
