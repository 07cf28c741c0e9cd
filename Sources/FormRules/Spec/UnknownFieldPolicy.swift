/// A form's `unknown_fields:`: what a batch record naming a key the form has no field for
/// makes of it. The raw values are the spec's keywords.
package enum UnknownFieldPolicy: String, CaseIterable, Sendable {
  /// The default: the key is skipped, and the record is validated on the keys it shares
  /// with the form.
  case ignore
  /// The record is invalid, with a message per unknown key.
  case error
}
