/// A field's result as the session's nodes carry it: the public ``FieldResult`` and, when
/// the result is failed because a store failed, the failure's class (``FieldState``
/// shows both).
struct FieldOutcome: Hashable {
  /// The result.
  var result: FieldResult
  /// Set for a failure of a store rather than of the value.
  var storeFailure: StoreFailure?

  /// The empty outcome.
  static let empty = FieldOutcome(result: .empty)
  /// The pending outcome.
  static let validating = FieldOutcome(result: .validating)
  /// An ok outcome with an optional message.
  static func ok(_ message: String?) -> FieldOutcome { FieldOutcome(result: .ok(message)) }
  /// A failed outcome with its message.
  static func failed(_ message: String) -> FieldOutcome { FieldOutcome(result: .failed(message)) }
  /// The failed outcome of a store error: its message and class.
  static func storeError(_ error: StoreError) -> FieldOutcome {
    FieldOutcome(result: .failed(error.message), storeFailure: error.kind)
  }

  /// The result's status.
  var status: FieldStatus { result.status }
}
