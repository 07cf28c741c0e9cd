/// One entry of `fields:`.
struct FieldDefinition: Sendable, Equatable {
  /// The field's name (its key under `fields:`).
  var name: Located<String>
  /// `label:` for people (defaults to the name).
  var label: LocalizedText?
  /// `secret: true`: never echoed, printed, logged, or stored in plain text.
  var secret: Bool
  /// `optional: true`: an empty value counts as valid.
  var optional: Bool
  /// `enabled_when:` expression source, located at its first character.
  var enabledWhen: Located<String>?
  /// `required_when:` expression source: when false, an empty value counts as valid.
  var requiredWhen: Located<String>? = nil
  /// `visible_when:` expression source: when false, the field is hidden (its value counts
  /// as empty, it is valid, not asked and not stored).
  var visibleWhen: Located<String>? = nil
  /// `debounce:` before async rules run.
  var debounce: Duration?
  /// `rules:` in order.
  var rules: [RuleDefinition]
  /// `ok:` message shown when every rule passes.
  var okMessage: LocalizedText?
  /// `normalize:` steps, each located at its item, applied in order on every set.
  var normalize: [Located<TextNormalizer>] = []
  /// `type:` what the value reads as (text unless the spec says otherwise).
  var type: ValueType = .text
  /// `save:`, the request that saves each new valid value, if any.
  var save: SaveDefinition? = nil
  /// `fields:` and what goes with them, when the field is a group or a repeated group.
  var group: GroupDefinition? = nil
  /// The groups around the field, from the top level (empty for a top-level field): the
  /// scope its expressions resolve names in (``PathResolver``).
  var scope: [String] = []
  /// What the field is in a flattened form (``GroupLowering``): an input, or a field the
  /// session fills in from elsewhere.
  var role = FieldRole.input
}
