/// What a button's action produced when it was last tapped.
public struct ButtonResult: Sendable, Hashable, CustomStringConvertible {
  /// Whether the action succeeded.
  public enum Status: String, Sendable, Hashable {
    /// The action succeeded.
    case ok
    /// The action failed (a duplicate record, wrong credentials, a store error).
    case failed
  }

  /// Whether the action succeeded.
  public var status: Status
  /// Set when the action failed because a store failed (a locked, damaged, read-only or
  /// full database, a malformed stored hash), not for the expected failures (the key is
  /// taken, the credentials are wrong), which keep the button's `failed` message.
  public var error: StoreFailure?
  /// The button's `ok` / `failed` message (or a default one); for a store error, the
  /// error's own message.
  public var message: String

  /// Creates a result.
  public init(status: Status, message: String, error: StoreFailure? = nil) {
    self.status = status
    self.message = message
    self.error = error
  }

  /// The failed result of a store error: its kind and message.
  static func storeError(_ error: StoreError) -> ButtonResult {
    ButtonResult(status: .failed, message: error.message, error: error.kind)
  }

  /// `ok(message)` or `failed(message)`.
  public var description: String { "\(status.rawValue)(\(message))" }
}

/// What happened right when a button was tapped.
public enum TapResponse: Sendable, Hashable {
  /// The button was enabled: its action started with the current values. Its result
  /// appears in the button's state once the action finishes.
  case started
  /// The button was disabled (its condition does not hold, or it is executing): nothing
  /// happened.
  case disabled
}
