/// A store's `case:`: whether its keys are compared with regard to case. The raw values
/// are the spec's keywords.
package enum KeyCase: String, CaseIterable, Sendable {
  /// The default: keys are compared after NFC only (`Alice_1` and `alice_1` are two keys).
  case sensitive
  /// Keys are compared after Unicode default case folding and NFC (``CaseFolding``):
  /// `Alice_1` and `alice_1` are one key, and so are `Straße` and `STRASSE`.
  case insensitive
}
