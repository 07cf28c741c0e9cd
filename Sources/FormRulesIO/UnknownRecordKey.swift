/// A key of a record that its ``RecordLayout`` has no field for (ignored, but reported so
/// that a caller can refuse it).
package struct UnknownRecordKey: Equatable, Sendable {
  /// Its path: the key after the path of its object (`address.zip`, `phones[2].ext`).
  package var path: String
  /// The key itself, escapes decoded.
  package var key: String
  /// The keys its object may have, to suggest one.
  package var fieldNames: [String]
}
