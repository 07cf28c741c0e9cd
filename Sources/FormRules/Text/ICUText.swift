internal import CICU

/// Unicode normalization, case mapping and plural categories, computed by ICU (Debian's `libicu`, through the
/// `CICU` target), never by tables of our own: the one home of the library's calls into
/// ICU and of the buffers they fill.
///
/// Each operation maps the UTF-16 of a `String`, always well formed, in the root locale;
/// ICU then fails only when it cannot allocate, which stops the process as running out of
/// memory anywhere else does.
enum ICUText {
  /// A Unicode normalization form.
  enum NormalizationForm {
    /// Canonical composition (`é` as one scalar).
    case nfc
    /// Canonical decomposition (`e` and a combining acute accent).
    case nfd
    /// Compatibility composition (`ﬁ` as `fi`, a full-width `Ａ` as `A`).
    case nfkc
  }

  /// `text` in normalization form `form`.
  static func normalized(_ text: String, to form: NormalizationForm) -> String {
    switch form {
    case .nfc: mapped(text, by: formrules_icu_nfc)
    case .nfd: mapped(text, by: formrules_icu_nfd)
    case .nfkc: mapped(text, by: formrules_icu_nfkc)
    }
  }

  /// `text` under Unicode default full case folding (statuses C and F of CaseFolding.txt,
  /// not the Turkic mappings).
  static func caseFolded(_ text: String) -> String { mapped(text, by: formrules_icu_fold_case) }

  /// `text` in lower case by the root locale's full mappings (a final sigma as `ς`).
  static func lowercased(_ text: String) -> String { mapped(text, by: formrules_icu_lower) }

  /// `text` in upper case by the root locale's full mappings (`ß` as `SS`).
  static func uppercased(_ text: String) -> String { mapped(text, by: formrules_icu_upper) }

  /// The CLDR plural category of `count` in `locale` (`one`, `few`, `many`, `other`, …);
  /// `other` when ICU knows no rules for it.
  static func pluralCategory(of count: Int, in locale: String) -> String {
    var category = [CChar](repeating: 0, count: 16)
    let length = formrules_icu_plural_category(locale, Int64(count), &category, Int32(category.count))
    guard length > 0 else { return "other" }
    return String(decoding: category.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `text` after `operation`.
  private static func mapped(_ text: String, by operation: formrules_icu_operation) -> String {
    guard !text.isEmpty else { return text }
    let source = Array(text.utf16)
    precondition(source.count < Int(Int32.max) / 4, "a text too long for ICU")
    // Case mapping and normalization grow a text by a few units per scalar at most: the
    // guess nearly always fits, and a longer result runs again with room for its length.
    var capacity = source.count + source.count / 2 + 16
    while true {
      var length: Int32 = 0
      let result = [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
        length = source.withUnsafeBufferPointer { units in
          formrules_icu_map(
            operation, units.baseAddress, Int32(units.count), buffer.baseAddress, Int32(capacity))
        }
        count = 0 <= length && Int(length) <= capacity ? Int(length) : 0
      }
      precondition(length >= 0, "ICU could not map a text")
      if Int(length) > capacity {
        capacity = Int(length)
        continue
      }
      return String(decoding: result, as: UTF16.self)
    }
  }
}
