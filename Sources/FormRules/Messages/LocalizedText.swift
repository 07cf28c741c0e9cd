/// A text the spec gives people — a `label`, `message`, `ok`, `failed` or `title` — as
/// written: a plain string, in the form's `default_locale`, or a mapping from BCP 47 tags
/// to texts.
struct LocalizedText: Sendable, Equatable {
  /// One text, with the locale it is in (nil: a plain string, in the form's
  /// `default_locale`).
  struct Entry: Sendable, Equatable {
    /// The locale, as written; nil for a plain string.
    var locale: Located<LocaleTag>?
    /// The text, located at its first character.
    var text: Located<String>
  }

  /// The texts, in the order written (one for a plain string).
  var entries: [Entry]
  /// Where the value starts (the mapping, for a map).
  var location: SourceLocation
  /// The key it is the value of, as diagnostics name it: `'label'`.
  var what = "this text"

  /// A plain string.
  init(_ text: Located<String>) {
    self.entries = [Entry(locale: nil, text: text)]
    self.location = text.location
  }

  /// A map from locales to texts (at least one), starting at `location`, the value of
  /// `what`.
  init(entries: [Entry], location: SourceLocation, what: String) {
    self.entries = entries
    self.location = location
    self.what = what
  }

  /// Two texts are equal when they give the same texts in the same locales, wherever
  /// they were written.
  static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
    lhs.entries.map { [$0.locale?.value.key ?? "", $0.text.value] }
      == rhs.entries.map { [$0.locale?.value.key ?? "", $0.text.value] }
  }

  /// Whether it was written as a map of locales.
  var isMap: Bool { entries.first?.locale != nil }

  /// The texts by lowercased tag, plain strings under `defaultLocale`.
  func texts(defaultLocale: LocaleTag) -> [(key: String, text: Located<String>)] {
    entries.map { ($0.locale?.value.key ?? defaultLocale.key, $0.text) }
  }
}
