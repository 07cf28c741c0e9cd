/// One entry of `buttons:`.
struct ButtonDefinition: Sendable, Equatable {
  /// What a tap does.
  enum Action: Sendable, Equatable {
    /// `insert: STORE`: write the current values (secret ones hashed).
    case insert(store: Located<String>, fields: [Located<String>]?)
    /// `verify: STORE`: check the values against the stored record's hashes.
    case verify(store: Located<String>)
    /// `service: NAME` with `request: LINE`: send the request (its placeholders name
    /// fields), with the form's values as its body when the method takes one.
    case service(service: Located<String>, request: RequestLine?)
  }

  /// The button's name.
  var name: Located<String>
  /// `enabled_when:` (default: every field valid).
  var enabledWhen: Located<String>?
  /// `action:` if any (a button without one just reports ok).
  var action: Action?
  /// `ok:` message after a successful tap.
  var okMessage: LocalizedText?
  /// `failed:` message after a failed tap.
  var failedMessage: LocalizedText?
}
