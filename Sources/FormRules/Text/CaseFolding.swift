/// Keys compared without regard to case: Unicode default full case folding (CaseFolding.txt,
/// statuses C and F; not the Turkic mappings), then NFC, computed by ICU (``ICUText``),
/// never by tables of our own.
///
/// The folded key of a text is `NFC(toCasefold(NFD(text)))`, so two texts have the same
/// folded key exactly when they are canonical caseless matches (Unicode §3.13, D145):
/// `Straße`, `STRASSE` and `strasse`; `ΣΑΣ`, `σας`; the Kelvin sign `K` and `k`; `ﬁ` and
/// `fi`. `İ` (capital I with dot above) folds to `i` and a combining dot, as in every
/// language but Turkish and Azeri.
enum CaseFolding {
  /// The folded key of `text`. An all-ASCII text (the common case) is lowercased byte by
  /// byte: folding ASCII only maps `A`–`Z` to `a`–`z`, and ASCII is already in NFC.
  static func folded(_ text: String) -> String {
    var text = text
    let (isASCII, hasUpper) = text.withUTF8 { bytes in
      var hasUpper = false
      for byte in bytes {
        if byte >= 0x80 { return (false, false) }
        if byte &- UInt8(ascii: "A") < 26 { hasUpper = true }
      }
      return (true, hasUpper)
    }
    guard isASCII else {
      return ICUText.normalized(ICUText.caseFolded(ICUText.normalized(text, to: .nfd)), to: .nfc)
    }
    guard hasUpper else { return text }
    return text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for index in bytes.indices { buffer[index] = asciiLowercased(bytes[index]) }
        return bytes.count
      }
    }
  }

  /// `byte` with `A`–`Z` mapped to `a`–`z`.
  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }
}
