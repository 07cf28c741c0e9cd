/// A default message that counts something: a ``LocalizedTemplate`` for the counts in CLDR
/// plural category `one` and one for the rest, chosen by ICU's plural rules of the language
/// the text is in ("at least 1 item", "at least 2 items"; in Russian, 1, 21, 31… take `one`).
struct PluralTemplate: Sendable {
  /// The wording for counts in category `one`.
  let one: LocalizedTemplate
  /// The wording for every other count.
  let other: LocalizedTemplate

  /// The text for `count` in `locale` (nil: the default locale), looked up as
  /// ``LocalizedTemplate/text(in:defaultLocale:)`` does.
  func text(for count: Int, in locale: LocaleTag?, defaultLocale: LocaleTag) -> String {
    let language = other.source(in: locale, defaultLocale: defaultLocale)
    let chosen = ICUText.pluralCategory(of: count, in: language.rawValue) == "one" ? one : other
    return chosen.text(in: locale, defaultLocale: defaultLocale)
  }
}
