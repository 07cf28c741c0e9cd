/// A field's validation result: `ok(message)`, `empty`, `failed(message)` or `validating`.
///
/// An enum, so that a result cannot contradict itself (a failure without a message, an
/// empty field with one). When a result is failed because a store failed rather than
/// because of the value, the failure's class is ``FieldState/storeFailure``, beside the
/// result, and the message is the store error's own.
public enum FieldResult: Sendable, Hashable, CustomStringConvertible {
  /// Every rule passed; the field's ok message, if it has one.
  case ok(String?)
  /// The field has no value.
  case empty
  /// A rule failed (or a store it reads did); the message to show.
  case failed(String)
  /// An asynchronous rule (a store lookup, an async validator) is pending.
  case validating

  /// The status without the message.
  public var status: FieldStatus {
    switch self {
    case .ok: .ok
    case .empty: .empty
    case .failed: .failed
    case .validating: .validating
    }
  }

  /// The ok message or the failure's message; nil for empty and validating (and for ok
  /// when the field has no ok message).
  public var message: String? {
    switch self {
    case .ok(let message): message
    case .failed(let message): message
    case .empty, .validating: nil
    }
  }

  /// `ok(message)`, `ok`, `empty`, `failed(message)` or `validating`.
  public var description: String {
    switch self {
    case .ok(let message?): "ok(\(message))"
    case .ok(nil): "ok"
    case .empty: "empty"
    case .failed(let message): "failed(\(message))"
    case .validating: "validating"
    }
  }
}

/// The state of one field's validation.
public enum FieldStatus: String, Sendable, Hashable, CaseIterable {
  /// Every rule passed.
  case ok
  /// The field has no value.
  case empty
  /// A rule failed.
  case failed
  /// An asynchronous rule (a store lookup, an async validator) is pending.
  case validating
}
