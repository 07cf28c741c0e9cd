/// A path to a field or an item of a session with groups: `address.city`,
/// `phones[2].number`, `lines[1].parts[3]` (items numbered from 1, as records are).
struct FieldPath {
  /// One step: a name (a flat field's, or a repeated group's) and the item it picks.
  struct Step: Equatable {
    var name: String
    var item: Int?
  }

  /// The steps, outermost first.
  let steps: [Step]

  /// Reads `text`; nil when it is malformed (an empty name, a bracket without a whole
  /// number from 1, anything after `]` but a dot).
  init?(_ text: String) {
    var steps: [Step] = []
    var name = ""
    var rest = Substring(text)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "[":
        guard !name.isEmpty, let close = rest.firstIndex(of: "]"), let number = Int(rest[..<close]),
          number >= 1
        else { return nil }
        steps.append(Step(name: name, item: number))
        name = ""
        rest = rest[rest.index(after: close)...]
        guard rest.isEmpty || rest.first == "." else { return nil }
        if !rest.isEmpty { rest = rest.dropFirst() }
        if rest.isEmpty, text.hasSuffix(".") { return nil }
      default:
        name.append(character)
      }
    }
    if !name.isEmpty {
      steps.append(Step(name: name, item: nil))
    } else if steps.isEmpty {
      return nil
    }
    self.steps = steps
  }
}

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
