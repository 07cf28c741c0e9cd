extension FormEngine {
  /// Where a path leads: the session holding it (this one, or an item's) and what it
  /// names there.
  enum PathTarget {
    /// An input field.
    case field(FormEngine, Int)
    /// A repeated group's node.
    case group(RepeatedGroupNode)
    /// An item of a repeated group (0-based).
    case item(RepeatedGroupNode, Int)
  }

  /// What `text` names, or nil when it names nothing; with `growing`, a repeated group
  /// on the way with fewer items than the path numbers gets empty items up to it (an
  /// example's `set:`).
  func target(of text: String, growing: Bool = false) -> PathTarget? {
    guard let path = FieldPath(text) else { return nil }
    var engine = self
    for (position, step) in path.steps.enumerated() {
      let isLast = position == path.steps.count - 1
      guard let index = engine.compiledForm.fieldIndex[step.name] else { return nil }
      switch engine.compiledForm.fields[index].role {
      case .input:
        guard isLast, step.item == nil else { return nil }
        return .field(engine, index)
      case .repeatedGroup(let group):
        let node = engine.repeatedGroupNodes[group]
        guard let item = step.item else { return isLast ? .group(node) : nil }
        if growing, item > node.items.count, item <= SpecLimits.mostExampleItems {
          graph.transaction { node.resize(to: item) }
        }
        guard item <= node.items.count else { return nil }
        if isLast { return .item(node, item - 1) }
        engine = node.items[item - 1]
      case .aggregate, .mirror:
        return nil
      }
    }
    return nil
  }

  /// The names a path may start with here: input fields and repeated groups (for
  /// suggestions).
  var pathNames: [String] {
    compiledForm.fields.compactMap { field in
      switch field.role {
      case .input, .repeatedGroup: field.name
      case .aggregate, .mirror: nil
      }
    }
  }
}
