/// A field's `save:`, compiled: what a session's ``FieldSaver`` sends, and the message of a
/// failed save.
struct CompiledSave: Sendable {
  /// The request, bound to its service; it may name `{field}` and `{value}`.
  let endpoint: ServiceEndpoint
  /// Whether the rest of the form sees a new value at once, rather than once saved.
  let optimistic: Bool
  /// `failed:` in the session's locale, if the spec gives one.
  var failedMessage: String?
  /// `failed:` in every locale the spec gives it in.
  let failedMessages: Localized<String>?
}
