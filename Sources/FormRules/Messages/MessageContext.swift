/// What a rule's own messages (not its `message:`, which the compiler renders) are
/// rendered with in a session: the field's label and the session's locale. A pattern over
/// PCRE2's limits says so with it, in the session's language.
struct MessageContext: Sendable {
  /// The field's label, in the session's locale.
  let label: String
  /// The session's locale (nil: the spec's default).
  let locale: LocaleTag?
  /// The spec's `default_locale`.
  let defaultLocale: LocaleTag

  /// The context of checks run without a session (static analysis), whose own messages
  /// only tell that a value fails.
  static let unlabelled = MessageContext(label: "", locale: nil, defaultLocale: BuiltInLocale.en.tag)

  /// The same locale, with `label` as the label: for a message of the runtime's own whose
  /// `{label}` names something other than a field (a validator, a key column).
  func labelled(_ label: String) -> MessageContext {
    MessageContext(label: label, locale: locale, defaultLocale: defaultLocale)
  }

  /// `template` in the session's locale, `{label}` filled, and each placeholder of
  /// `arguments` with its text.
  func text(_ template: LocalizedTemplate, _ arguments: [MessagePlaceholder: String] = [:]) -> String {
    MessageTemplate.parse(template.text(in: locale, defaultLocale: defaultLocale)).template.rendered {
      $0 == .label ? label : arguments[$0]
    }
  }
}
