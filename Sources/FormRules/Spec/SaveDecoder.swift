/// Decodes a field's `save:`.
enum SaveDecoder {
  /// The keys of `save:`.
  static let keys = ["service", "request", "optimistic", "failed"]
  /// The keys `save:` must have.
  static let requiredKeys = ["service", "request"]

  /// Decodes the `save:` of `field` from `entry`; nil when it is not a mapping (reported).
  static func decode(_ entry: SpecMapping.Entry, field: String, reader: inout SpecReader) -> SaveDefinition? {
    let owner = SpecOwner.named("the save of field '\(field)'")
    guard let mapping = reader.mapping(entry.value, as: entry.what, owner: owner, keys: keys) else {
      return nil
    }
    let missing = requiredKeys.filter { mapping[$0] == nil }
    if !missing.isEmpty { reader.reportMissing(missing, in: mapping, owner: owner) }
    return SaveDefinition(
      service: mapping["service"].flatMap {
        reader.locatedText($0.value, as: $0.what, needs: "a service name")
      }
        ?? Located(value: "", location: mapping.location),
      request: mapping["request"].flatMap { ServiceDecoder.requestLine($0, reader: &reader) },
      optimistic: mapping["optimistic"].flatMap { reader.bool($0.value, as: $0.what) } ?? false,
      failedMessage: mapping["failed"].flatMap { reader.localizedText($0.value, as: $0.what) })
  }
}
