/// A field's validation result: `ok(message)`, `empty`, `failed(message)` or `validating`.
public struct FieldResult: Sendable, Hashable, CustomStringConvertible {
  /// The status.
  public var status: FieldStatus
  // `error` is declared next to `status`, so that both fit in the padding before `message`.
  /// Set when the result is failed because a store failed (a lookup in a locked, damaged
  /// or missing database), not because of the value: the rule's message would not be
  /// true then, so `message` says what went wrong with the store.
  public var error: StoreFailure?
  /// The field's ok message, or the failing rule's message; nil for empty and validating
  /// (and for ok when the field has no ok message). For a store error, the error's own
  /// message.
  public var message: String?

  /// Creates a result.
  public init(status: FieldStatus, message: String? = nil, error: StoreFailure? = nil) {
    self.status = status
    self.message = message
    self.error = error
  }

  /// The empty result.
  public static let empty = FieldResult(status: .empty)
  /// The pending result.
  public static let validating = FieldResult(status: .validating)
  /// An ok result with an optional message.
  public static func ok(_ message: String?) -> FieldResult { FieldResult(status: .ok, message: message) }
  /// A failed result with its message.
  public static func failed(_ message: String) -> FieldResult {
    FieldResult(status: .failed, message: message)
  }
  /// The failed result of a store error: its kind and message.
  static func storeError(_ error: StoreError) -> FieldResult {
    FieldResult(status: .failed, message: error.message, error: error.kind)
  }

  /// `ok(message)`, `empty`, `failed(message)` or `validating`.
  public var description: String {
    switch (status, message) {
    case (.ok, let message?), (.failed, let message?): "\(status.rawValue)(\(message))"
    default: status.rawValue
    }
  }
}
