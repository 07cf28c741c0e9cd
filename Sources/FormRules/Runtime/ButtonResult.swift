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
  /// The button's `ok` / `failed` message, or a description of what went wrong.
  public var message: String

  /// Creates a result.
  public init(status: Status, message: String) {
    self.status = status
    self.message = message
  }

  /// `ok(message)` or `failed(message)`.
  public var description: String { "\(status.rawValue)(\(message))" }
}
