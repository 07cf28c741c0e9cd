/// The locales FormRules' own texts are written in: every rule kind's default message
/// (``LocalizedTemplate``) is given in each.
package enum BuiltInLocale: String, CaseIterable, Sendable {
  /// English, the fallback of every other locale.
  case en
  /// Chinese (Simplified).
  case zh
  /// Russian.
  case ru
  /// French.
  case fr

  /// The locale as a tag.
  var tag: LocaleTag {
    guard let tag = LocaleTag(rawValue) else { preconditionFailure("'\(rawValue)' is a tag") }
    return tag
  }
}
