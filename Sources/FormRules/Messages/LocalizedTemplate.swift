/// A default message, as a rule kind declares it: a template (``MessageTemplate`` text) in
/// each ``BuiltInLocale``. A locale it lacks falls back to English.
struct LocalizedTemplate: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// The template texts by locale.
  let texts: [BuiltInLocale: String]

  init(dictionaryLiteral elements: (BuiltInLocale, String)...) {
    texts = Dictionary(elements, uniquingKeysWith: { first, _ in first })
  }

  /// The text for `locale` (nil: the default locale), looked up as ``Localized`` does.
  func text(in locale: LocaleTag?, defaultLocale: LocaleTag) -> String {
    texts[source(in: locale, defaultLocale: defaultLocale)] ?? ""
  }

  /// The built-in locale whose text ``text(in:defaultLocale:)`` gives.
  func source(in locale: LocaleTag?, defaultLocale: LocaleTag) -> BuiltInLocale {
    let keys = (locale?.fallbackKeys ?? []) + defaultLocale.fallbackKeys
    for key in keys {
      if let found = BuiltInLocale(rawValue: key), texts[found] != nil { return found }
    }
    return .en
  }

  /// The templates, parsed, for lookup; the form's `defaultLocale` picks the fallback,
  /// and English when it is not built in.
  func compiled(defaultLocale: LocaleTag) -> Localized<MessageTemplate> {
    let english = MessageTemplate.parse(texts[.en] ?? "").template
    let pairs = BuiltInLocale.allCases.compactMap { locale in
      texts[locale].map { (key: locale.rawValue, value: MessageTemplate.parse($0).template) }
    }
    return Localized(pairs, defaultLocale: defaultLocale, first: english)
  }
}
