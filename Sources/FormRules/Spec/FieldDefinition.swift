/// One entry of `fields:`.
struct FieldDefinition: Sendable, Equatable {
  /// The field's name (its key under `fields:`).
  var name: Located<String>
  /// `label:` for people (defaults to the name).
  var label: String?
  /// `secret: true`: never echoed, printed, logged, or stored in plain text.
  var secret: Bool
  /// `optional: true`: an empty value counts as valid.
  var optional: Bool
  /// `enabled_when:` expression source, located at its first character.
  var enabledWhen: Located<String>?
  /// `debounce:` before async rules run.
  var debounce: Duration?
  /// `rules:` in order.
  var rules: [RuleDefinition]
  /// `ok:` message shown when every rule passes.
  var okMessage: String?
  /// `type:` what the value reads as (text unless the spec says otherwise).
  var type: ValueType = .text
}
