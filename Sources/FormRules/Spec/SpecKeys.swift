/// Looks a mapping key up in a decoder's fixed key vocabulary (`FieldDecoder.keys`,
/// `RuleDecoder.ruleKeys`, …), comparing text only with the words of the key's length.
///
/// Every vocabulary word is lower-case ASCII letters and `_` (a test pins this). No Unicode
/// character is canonically equivalent to one of those, so a key that equals a word as a
/// `String` (canonical equivalence) has the word's UTF-8 length: words of another length
/// are skipped without calling the string comparison.
enum SpecKeys {
  /// Whether `keys` holds `key`, exactly as `keys.contains(key)`.
  static func contains(_ key: String, in keys: [String]) -> Bool {
    let length = key.utf8.count
    return keys.contains { $0.utf8.count == length && $0 == key }
  }
}
