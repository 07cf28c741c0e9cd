/// A mapping node as the decoder reads it: its entries with text keys, in source order.
struct SpecMapping {
  /// Where the mapping starts (where a missing key is reported).
  var location: SourceLocation
  /// The entries whose key is text and, where the keys are a fixed vocabulary, known.
  var entries: [Entry]
  /// For each unknown key, the known key it was probably meant to be, if one is close.
  var suggestedKeys: [String]

  /// The entry for `key`, if the mapping has it.
  subscript(key: String) -> Entry? {
    // Keys are compared in place: only the entry found is copied.
    for index in entries.indices where entries[index].key.value == key { return entries[index] }
    return nil
  }

  /// The present keys among `keys`, in source order.
  func present(_ keys: [String]) -> [Entry] {
    entries.filter { keys.contains($0.key.value) }
  }
}
