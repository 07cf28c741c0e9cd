/// What an `enabled_when` expression reads from a field: `FIELD.ok`, `FIELD.length`, or
/// `FIELD` alone (its value).
package enum FieldProperty: String, CaseIterable, Sendable {
  /// `FIELD` alone (or `FIELD.value`): the field's current text.
  case value
  /// `FIELD.ok`: the field's status is ok.
  case ok
  /// `FIELD.empty`: the field's status is empty.
  case empty
  /// `FIELD.failed`: the field's status is failed.
  case failed
  /// `FIELD.validating`: an async rule of the field is pending.
  case validating
  /// `FIELD.valid`: ok, or empty in an optional field.
  case valid
  /// `FIELD.enabled`: the field's input is enabled.
  case enabled
  /// `FIELD.length`: the value's length in the form's length unit.
  case length

  /// The type an expression reading this property has.
  package var valueType: ExpressionType {
    switch self {
    case .value: .text
    case .length: .number
    case .ok, .empty, .failed, .validating, .valid, .enabled: .bool
    }
  }
}
