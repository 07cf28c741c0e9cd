extension SpecMapping {
  /// One key/value pair whose key is text.
  struct Entry {
    /// The key's text, located at its first character.
    var key: Located<String>
    /// Where the key node starts (at the opening quote of a quoted key).
    var keyLocation: SourceLocation
    /// The value node.
    var value: YAMLNode

    /// The key in single quotes, as messages name it: `'min_length'`.
    var what: String { "'\(key.value)'" }
  }
}
