import FormRules
internal import ServeWire

extension FuzzTarget {
  /// The spec's default locale the language target's form speaks besides the built-in
  /// languages.
  static let languageDefaultLocale = "pt-BR"

  /// An `Accept-Language` header → the locale chosen (``AcceptLanguage``). The choice is
  /// one of the header's ranges, a well-formed tag, and asking for it alone chooses it
  /// again.
  static func runLanguage(_ input: [UInt8]) {
    let header = String(decoding: input, as: UTF8.self)
    guard let chosen = AcceptLanguage.locale(from: header, defaultLocale: languageDefaultLocale) else { return }
    guard header.contains(chosen), FormSpec.isLocaleTag(chosen) else {
      violated("'\(chosen)' chosen from '\(header)'")
    }
    let again = AcceptLanguage.locale(from: chosen, defaultLocale: languageDefaultLocale)
    guard again == chosen else {
      violated("'\(chosen)' chosen from '\(header)', but '\(again ?? "nothing")' from itself")
    }
  }
}
