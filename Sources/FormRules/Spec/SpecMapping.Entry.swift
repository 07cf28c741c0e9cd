extension SpecMapping {
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
