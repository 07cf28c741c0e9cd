/// Bounds the YAML loader enforces so that a hostile or broken spec file cannot exhaust
/// time or memory. Each one, when exceeded, stops loading with an `FR004` error.
///
/// There is no alias limit: specs never need anchors or aliases, so the loader rejects
/// every one of them (`FR005`), which rules out alias bombs ("billion laughs") entirely.
package struct YAMLLimits: Sendable, Hashable {
  /// The largest input accepted, in bytes (checked before parsing starts).
  var maxInputBytes: Int
  /// The deepest nesting of sequences and mappings accepted (the root collection is depth 1).
  var maxDepth: Int
  /// The longest scalar accepted, in UTF-8 bytes after unescaping and folding.
  var maxScalarBytes: Int
  /// The most nodes (scalars, sequences and mappings, keys included) a document may have.
  var maxNodes: Int

  /// Creates limits; every argument defaults to the value in ``default``.
  init(
    maxInputBytes: Int = 1_048_576, maxDepth: Int = 64, maxScalarBytes: Int = 65_536,
    maxNodes: Int = 100_000
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxDepth = maxDepth
    self.maxScalarBytes = maxScalarBytes
    self.maxNodes = maxNodes
  }

  /// 1 MiB of input, depth 64, 64 KiB scalars, 100 000 nodes.
  package static let `default` = YAMLLimits()
}
