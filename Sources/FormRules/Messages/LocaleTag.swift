/// A well-formed BCP 47 language tag (RFC 5646 syntax: language, extended language,
/// script, region, variants, extensions, private use), such as `zh-Hans-CN` or `fr`. Tags
/// compare without regard to case, as BCP 47 says; ``text`` keeps the spelling written.
package struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
  /// The tag as written.
  package let text: String
  /// The subtags, lowercased: what lookups compare.
  let subtags: [String]

  /// The tag `text`, or nil when it is not a well-formed BCP 47 tag (`zh_CN`, `e`, `en-`).
  package init?(_ text: String) {
    guard text.utf8.count <= 64 else { return nil }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
    guard Self.isWellFormed(subtags) else { return nil }
    self.text = text
    self.subtags = subtags
  }

  /// The tag in lowercase, as lookups key it: `zh-hans-cn`.
  package var key: String { subtags.joined(separator: "-") }

  package var description: String { text }

  /// The keys a lookup tries for this tag, most specific first, dropping one subtag at a
  /// time (and a singleton left last): `zh-hans-cn`, `zh-hans`, `zh`.
  var fallbackKeys: [String] {
    var keys: [String] = []
    var remaining = subtags
    while !remaining.isEmpty {
      keys.append(remaining.joined(separator: "-"))
      remaining.removeLast()
      if remaining.last?.count == 1 { remaining.removeLast() }
    }
    return keys
  }

  /// `a == b` when they name the same tag in any case.
  package static func == (lhs: LocaleTag, rhs: LocaleTag) -> Bool { lhs.subtags == rhs.subtags }
  package func hash(into hasher: inout Hasher) { hasher.combine(subtags) }

  // MARK: Syntax

  /// The same syntax as a regular expression, for the DSL's JSON Schema.
  static let pattern =
    #"^(([A-Za-z]{2,3}(-[A-Za-z]{3}){0,3}|[A-Za-z]{5,8})(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?"#
    + #"(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*(-[0-9A-WYZa-wyz](-[A-Za-z0-9]{2,8})+)*"#
    + #"(-[Xx](-[A-Za-z0-9]{1,8})+)?|[Xx](-[A-Za-z0-9]{1,8})+)$"#

  /// Where in a tag a subtag may come, in order.
  private enum Stage: Int, Comparable {
    case language, extendedLanguage, script, region, variant, extensions
    static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Whether lowercased `subtags` follow RFC 5646's `langtag` or `privateuse`.
  private static func isWellFormed(_ subtags: [String]) -> Bool {
    guard let first = subtags.first,
      subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) })
    else { return false }
    if first == "x" { return subtags.count > 1 }
    guard first.allSatisfy(isLetter), first.count != 4, first.count >= 2 else { return false }
    var stage = Stage.language
    var extendedLanguages = 0
    var index = 1
    while index < subtags.count {
      let subtag = subtags[index]
      if subtag.count == 1 {
        // An extension (a singleton and subtags of 2–8) or private use (x and 1–8).
        let isPrivate = subtag == "x"
        let minimum = isPrivate ? 1 : 2
        var end = index + 1
        while end < subtags.count, subtags[end].count >= minimum, isPrivate || subtags[end].count > 1 {
          end += 1
        }
        guard end > index + 1 else { return false }
        if isPrivate { return end == subtags.count }
        stage = .extensions
        index = end
        continue
      }
      guard stage < .extensions else { return false }
      if subtag.count == 3, subtag.allSatisfy(isLetter), stage == .language || stage == .extendedLanguage,
        first.count <= 3, extendedLanguages < 3
      {
        stage = .extendedLanguage
        extendedLanguages += 1
      } else if subtag.count == 4, subtag.allSatisfy(isLetter), stage < .script {
        stage = .script
      } else if (subtag.count == 2 && subtag.allSatisfy(isLetter))
        || (subtag.count == 3 && subtag.allSatisfy(isDigit)),
        stage < .region
      {
        stage = .region
      } else if subtag.count >= 5 || (subtag.count == 4 && subtag.first.map(isDigit) == true) {
        stage = .variant
      } else {
        return false
      }
      index += 1
    }
    return true
  }

  private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
  private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
  private static func isAlphanumeric(_ character: Character) -> Bool {
    isLetter(character) || isDigit(character)
  }
}
