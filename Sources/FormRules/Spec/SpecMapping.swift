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
    entries.first { $0.key.value == key }
  }

  /// The present keys among `keys`, in source order.
  func present(_ keys: [String]) -> [Entry] {
    entries.filter { keys.contains($0.key.value) }
  }

  /// One key/value pair whose key is text.
  struct Entry {
    /// The key's text, located at its first character.
    var key: Located<String>
    /// Where the key node starts (at the opening quote of a quoted key).
    var keyMark: YAMLMark
    /// The value node.
    var value: YAMLNode

    /// Where the key node starts (at the opening quote of a quoted key), in the key's file.
    var keyLocation: SourceLocation { keyMark.location(in: key.location.file) }

    /// The key in single quotes, as messages name it: `'min_length'`.
    var what: String { "'\(key.value)'" }
  }
}
