/// One node of a parsed YAML document, with the 1-based position where it starts.
///
/// Produced by ``YAMLLoader``; consumed by the spec decoder. Scalars keep their source text
/// and style so that the decoder, not the YAML layer, decides what a scalar means
/// (YAML 1.2 core schema: `no`, `on`, `010` and `12:30` stay strings unless the DSL asks
/// for a number or a boolean at that place).
package struct YAMLNode: Sendable {
  /// What the node holds.
  enum Content: Sendable {
    /// A scalar: its text exactly as libyaml delivered it.
    case scalar(YAMLScalar)
    /// A sequence of nodes, in order.
    case sequence([YAMLNode])
    /// A mapping, in source order. Keys are unique (the loader reports duplicates).
    case mapping([YAMLMappingEntry])
  }

  /// What the node holds.
  var content: Content
  /// Where the node starts (the file is the document's).
  var mark: YAMLMark
}

/// A scalar's text, how it was written, and its explicit tag if any.
struct YAMLScalar: Sendable, Hashable {
  /// How a scalar was written in the source.
  enum Style: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// The scalar's value after YAML unescaping and folding.
  var text: String
  /// How it was written.
  var style: Style
  /// An explicit tag such as `tag:yaml.org,2002:str`, if the source had one.
  var tag: String?
}

/// One key/value pair of a mapping.
package struct YAMLMappingEntry: Sendable {
  /// The key node (a scalar in every valid spec, but YAML allows others).
  var key: YAMLNode
  /// The value node.
  var value: YAMLNode
}

/// A 1-based line and column in the text being loaded, without the file name.
///
/// The node tree stores marks rather than ``SourceLocation``s so that building and copying
/// nodes never touches the (usually heap-allocated) file name; a location is made with
/// ``location(in:)`` only where one is kept or reported.
struct YAMLMark: Sendable, Hashable {
  /// 1-based line number.
  var line: Int
  /// 1-based column, counted in Unicode scalars.
  var column: Int

  /// The mark as a location in `file`.
  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
