/// Texts for people, in one locale or several.
extension SpecReader {
  /// A text in the form's default locale (any non-null scalar, as ``text(_:as:needs:)``
  /// reads it), or a mapping from BCP 47 tags to such texts. A malformed tag, or one
  /// written twice in any case, is FR106; an empty mapping or a value that is no text is
  /// FR102.
  mutating func localizedText(_ node: YAMLNode, as what: @autoclosure () -> String) -> LocalizedText? {
    guard case .mapping = node.content else {
      return locatedText(node, as: what()).map(LocalizedText.init)
    }
    guard let mapping = mapping(node, as: what(), owner: .named(what()), keys: nil) else { return nil }
    guard !mapping.entries.isEmpty else {
      report(.wrongType, at: mapping.location, "\(what()) needs a text, or a mapping of locales to texts")
      return nil
    }
    var entries: [LocalizedText.Entry] = []
    var seen: [LocaleTag: String] = [:]
    for entry in mapping.entries {
      guard let tag = LocaleTag(entry.key.value) else {
        report(
          .invalidValue, at: entry.key.location,
          "'\(BoundedText.clipped(entry.key.value))' in \(what()) is not a BCP 47 language tag",
          notes: [Diagnostic.Note("write a tag such as 'en', 'zh-CN' or 'fr-CA' (a hyphen, not '_')")])
        continue
      }
      if let first = seen[tag] {
        report(
          .invalidValue, at: entry.key.location,
          "\(what()) gives locale '\(entry.key.value)' twice (as '\(first)' before)")
        continue
      }
      seen[tag] = entry.key.value
      guard let text = locatedText(entry.value, as: "\(what()) in '\(entry.key.value)'") else { continue }
      entries.append(
        LocalizedText.Entry(locale: Located(value: tag, location: entry.key.location), text: text))
    }
    return entries.isEmpty ? nil : LocalizedText(entries: entries, location: mapping.location, what: what())
  }

  /// A BCP 47 tag (`default_locale`); a malformed one is FR106.
  mutating func localeTag(_ node: YAMLNode, as what: @autoclosure () -> String) -> LocaleTag? {
    guard let text = text(node, as: what(), needs: "a BCP 47 language tag") else { return nil }
    guard let tag = LocaleTag(text) else {
      report(
        .invalidValue, at: location(of: node),
        "\(what()) '\(BoundedText.clipped(text))' is not a BCP 47 language tag",
        notes: [Diagnostic.Note("write a tag such as 'en', 'zh-CN' or 'fr-CA' (a hyphen, not '_')")])
      return nil
    }
    return tag
  }
}
