/// A field's `save:`: the service request that saves each new valid value, and how the
/// field behaves meanwhile.
struct SaveDefinition: Sendable, Equatable {
  /// `service:`.
  var service: Located<String>
  /// `request:`; nil when it could not be read (reported).
  var request: RequestLine?
  /// `optimistic:`: whether the rest of the form sees a new value at once (true) or once
  /// it is saved (false, the default).
  var optimistic: Bool
  /// `failed:`, the field's message when a save fails (default: the service's failure,
  /// naming the service and the route).
  var failedMessage: LocalizedText?
}
