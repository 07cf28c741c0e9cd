/// One step of a field's `normalize:` list: a rewriting of the value applied on every set,
/// before rules, stores and storage see it. The raw values are the spec's keywords, the
/// one list the decoder, `formcheck schema` and the docs derive from.
///
/// The steps that deal with white space act on extended grapheme clusters: a cluster is
/// white space when every scalar in it has the Unicode `White_Space` property (space, tab,
/// CR, LF, CRLF, no-break space, ideographic space, …; not the zero-width space). A space
/// carrying a combining mark is visible text and stays, so no step leaves a combining mark
/// without its base.
package enum TextNormalizer: String, CaseIterable, Sendable {
  /// Removes white space at both ends.
  case trim
  /// Replaces each run of white space with one space (U+0020); the ends are not trimmed.
  case collapseSpaces = "collapse_spaces"
  /// Unicode default lowercase mapping (full, locale-independent, with the final-sigma
  /// rule): `Straße` → `straße`, `ΣΑΣ` → `σας`, `İ` → `i̇`.
  case lowercase
  /// Unicode default uppercase mapping (full, locale-independent): `straße` → `STRASSE`.
  case uppercase
  /// Unicode Normalization Form KC: compatibility characters become their plain forms
  /// (`ＡＢＣ１` → `ABC1`, `ﬁ` → `fi`, no-break and ideographic spaces → space), then
  /// canonical composition.
  case nfkc
  /// Removes all white space.
  case removeSpaces = "remove_spaces"

  /// Whether a secret field may take the step: only `nfkc`, which maps what a keyboard or
  /// an input method may type for the same character to one form. The others would make
  /// different passwords equal.
  var appliesToSecrets: Bool { self == .nfkc }

  /// `value` after each of `steps`, in order.
  static func apply(_ steps: [TextNormalizer], to value: String) -> String {
    steps.reduce(value) { $1.apply(to: $0) }
  }

  /// `value` after this step.
  func apply(to value: String) -> String {
    switch self {
    case .trim: Self.trimmed(value)
    case .collapseSpaces: Self.spacesCollapsed(value, replacement: " ")
    case .removeSpaces: Self.spacesCollapsed(value, replacement: "")
    case .lowercase: Self.isASCII(value) ? value.lowercased() : ICUText.lowercased(value)
    case .uppercase: Self.isASCII(value) ? value.uppercased() : ICUText.uppercased(value)
    case .nfkc: Self.isASCII(value) ? value : ICUText.normalized(value, to: .nfkc)
    }
  }

  /// Whether `character` is white space: every scalar of it is `White_Space`.
  private static func isSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }

  /// `value` without white space at its ends. A value whose first and last bytes are
  /// ASCII and not white space (the common case) is returned as it is, without a scan.
  private static func trimmed(_ value: String) -> String {
    if let first = value.utf8.first, let last = value.utf8.last, isPlainASCII(first), isPlainASCII(last) {
      return value
    }
    guard let start = value.firstIndex(where: { !isSpace($0) }),
      let end = value.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(value[start...end])
  }

  /// `value` with each run of white space replaced by `replacement`.
  private static func spacesCollapsed(_ value: String, replacement: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    var inRun = false
    for character in value {
      if isSpace(character) {
        if !inRun { result += replacement }
        inRun = true
      } else {
        result.append(character)
        inRun = false
      }
    }
    return result
  }

  /// An ASCII byte that is not white space (and cannot start or end a longer cluster:
  /// a combining mark is never ASCII, and CR and LF are white space).
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != UInt8(ascii: " ") && !(0x09...0x0D).contains(byte)
  }

  /// Whether every byte of `value` is ASCII.
  private static func isASCII(_ value: String) -> Bool {
    value.utf8.allSatisfy { $0 < 0x80 }
  }
}
