/// Shortcuts for the spec decoder: a node's content as one kind, and the kind's name for
/// messages such as `expected a mapping, found a list`.
extension YAMLNode {
  /// The scalar, if the node is one.
  var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { scalar } else { nil }
  }

  /// The scalar's text, if the node is a scalar.
  var scalarText: String? {
    if case .scalar(let scalar) = content { scalar.text } else { nil }
  }

  /// Whether the node is a scalar whose text is `text` (compared without copying the node).
  func hasScalarText(_ text: String) -> Bool {
    if case .scalar(let scalar) = content { scalar.text == text } else { false }
  }

  /// The mapping's entries, if the node is a mapping.
  package var mappingEntries: [YAMLMappingEntry]? {
    if case .mapping(let entries) = content { entries } else { nil }
  }

  /// The sequence's items, if the node is a sequence.
  var sequenceItems: [YAMLNode]? {
    if case .sequence(let items) = content { items } else { nil }
  }

  /// `a mapping`, `a list` or `text`.
  var kindName: String {
    switch content {
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .scalar: "text"
    }
  }
}
