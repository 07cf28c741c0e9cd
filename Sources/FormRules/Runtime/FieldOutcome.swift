/// A field's result as the session's nodes carry it: the public ``FieldResult`` and, when
/// the result is failed because a store failed, the failure's class (``FieldState``
/// shows both).
///
/// Stored as a status and an optional message rather than as the enum: nodes copy and
/// compare outcomes on every keystroke, and a flat struct copies without switching on a
/// case. The constructors below are the only way to make one, so the message is present
/// exactly for a failure and, when the field has one, for ok.
struct FieldOutcome: Hashable {
  /// The result's status.
  let status: FieldStatus
  /// Set for a failure of a store rather than of the value.
  let storeFailure: StoreFailure?
  /// The ok or failure message.
  let message: String?

  private init(_ status: FieldStatus, message: String? = nil, storeFailure: StoreFailure? = nil) {
    self.status = status
    self.storeFailure = storeFailure
    self.message = message
  }

  /// The empty outcome.
  static let empty = FieldOutcome(.empty)
  /// The pending outcome.
  static let validating = FieldOutcome(.validating)
  /// An ok outcome with an optional message.
  static func ok(_ message: String?) -> FieldOutcome { FieldOutcome(.ok, message: message) }
  /// A failed outcome with its message.
  static func failed(_ message: String) -> FieldOutcome { FieldOutcome(.failed, message: message) }
  /// The failed outcome of a store error: its message and class.
  static func storeError(_ error: StoreError) -> FieldOutcome {
    FieldOutcome(.failed, message: error.message, storeFailure: error.kind)
  }

  /// The result.
  var result: FieldResult {
    switch status {
    case .ok: .ok(message)
    case .empty: .empty
    case .failed: .failed(message ?? "")
    case .validating: .validating
    }
  }
}
