/// The result of loading one YAML file: its root node and the non-fatal problems found.
package struct YAMLDocument: Sendable {
  /// The document's root node; `nil` when the file is empty or holds only comments.
  package var root: YAMLNode?
  /// Non-fatal problems (duplicate keys, `FR003`), in source order.
  var diagnostics: [Diagnostic]
}
