/// How store keys are compared: after Unicode NFC normalization, so that precomposed
/// and decomposed spellings of "café" name the same user, and in a store with
/// `case: insensitive` after case folding too (``CaseFolding``).
enum StoreKey {
  /// What `key` is compared as in a store whose `case:` is `keyCase`.
  static func comparable(_ key: String, case keyCase: KeyCase) -> String {
    switch keyCase {
    case .sensitive: normalized(key)
    case .insensitive: CaseFolding.folded(key)
    }
  }

  /// `key` in Normalization Form C. All-ASCII keys (the common case) are returned as they
  /// are, since ASCII text is already in every normalization form.
  static func normalized(_ key: String) -> String {
    let isASCII = key.utf8.withContiguousStorageIfAvailable { bytes in
      var high: UInt8 = 0
      for byte in bytes { high |= byte }
      return high < 0x80
    }
    if isASCII ?? key.utf8.allSatisfy({ $0 < 0x80 }) { return key }
    return ICUText.normalized(key, to: .nfc)
  }
}
