/// A value in several locales, compiled for lookup: what a session picks its texts from.
///
/// The lookup of a locale tries its tag, then drops subtags one at a time (`zh-Hans-CN`,
/// `zh-Hans`, `zh`), then takes the value for the form's default locale, chosen the same
/// way when the form was compiled (and, when even that is missing, the first written).
struct Localized<Value: Sendable>: Sendable {
  /// The values by lowercased tag.
  private let byKey: [String: Value]
  /// The value in the form's default locale.
  let fallback: Value

  /// The values `pairs` (by lowercased tag), falling back to the one `defaultLocale`
  /// finds, else to `first`.
  init(_ pairs: [(key: String, value: Value)], defaultLocale: LocaleTag, first: Value) {
    var byKey: [String: Value] = [:]
    for (key, value) in pairs where byKey[key] == nil { byKey[key] = value }
    self.byKey = byKey
    self.fallback = defaultLocale.fallbackKeys.lazy.compactMap { byKey[$0] }.first ?? first
  }

  /// One value for every locale.
  init(_ value: Value) {
    self.byKey = [:]
    self.fallback = value
  }

  /// The value for `locale` (nil: the default locale's).
  func value(in locale: LocaleTag?) -> Value {
    guard let locale, !byKey.isEmpty else { return fallback }
    for key in locale.fallbackKeys {
      if let value = byKey[key] { return value }
    }
    return fallback
  }

  /// The same lookup of `transform`ed values.
  func map<Other>(_ transform: (Value) -> Other) -> Localized<Other> {
    Localized<Other>(byKey: byKey.mapValues(transform), fallback: transform(fallback))
  }

  /// The same lookup of values `transform` makes from each value and its locale (nil for
  /// the default locale's).
  func mapWithLocale<Other>(_ transform: (LocaleTag?, Value) -> Other) -> Localized<Other> {
    Localized<Other>(
      byKey: Dictionary(uniqueKeysWithValues: byKey.map { ($0.key, transform(LocaleTag($0.key), $0.value)) }),
      fallback: transform(nil, fallback))
  }

  private init(byKey: [String: Value], fallback: Value) {
    self.byKey = byKey
    self.fallback = fallback
  }
}
