/// A form with groups seen flat, field by path (`customer.name`, `phones[2].number`):
/// what the command line's scripts and prompt read, so that everything they do with a
/// flat form's fields they do with every field of every item.
package struct PathView {
  /// Every input field by path, in spec order, items in order (their labels say which
  /// item: `Phones 2 › Number`).
  package let fields: [FieldInfo]
  /// The state: each input field, then each group and repeated group by path (its own
  /// status), by path; the top level's and every item's computed values by path
  /// (`lines[1].amount`); the buttons.
  package let snapshot: FormSnapshot
  /// Each repeated group by path, with its number of items and its `max`, in spec order.
  package let groups: [Group]

  /// A repeated group in the view.
  package struct Group: Equatable {
    /// Its path (`phones`, `lines[2].parts`).
    package let path: String
    /// Its label, for people.
    package let label: String
    /// How many items it has, and may have.
    package let count: Int
    package let maximum: Int
    /// The path of the field after which the prompt offers another item: the last item's
    /// last field, or nil without items.
    package let lastField: String?
  }
}

extension FormEngine {
  /// The session seen field by path.
  func pathView() -> PathView {
    var collector = PathCollector()
    collect(into: &collector, prefix: "", labelPrefix: "")
    for (index, value) in compiledForm.computed.enumerated() where value.isDeclared {
      collector.computed.append(ComputedState(name: value.name, value: computedNodes[index].shownValue))
    }
    let buttons = compiledForm.buttons.indices.map(buttonState)
    return PathView(
      fields: collector.fields,
      snapshot: FormSnapshot(
        fields: collector.states, buttons: buttons, computed: collector.computed,
        lists: listNodes.map(\.value)),
      groups: collector.groups)
  }

  /// Adds this session's fields and groups (a top level's, or an item's under `prefix`).
  private func collect(into collector: inout PathCollector, prefix: String, labelPrefix: String) {
    for entry in compiledForm.layout {
      collect(entry, into: &collector, prefix: prefix, labelPrefix: labelPrefix)
    }
    guard !prefix.isEmpty else { return }
    for (index, value) in compiledForm.computed.enumerated() where value.isDeclared {
      collector.computed.append(
        ComputedState(name: prefix + value.name, value: computedNodes[index].shownValue))
    }
  }

  private func collect(
    _ entry: LayoutEntry, into collector: inout PathCollector, prefix: String, labelPrefix: String
  ) {
    switch entry {
    case .field(let index):
      let field = compiledForm.fields[index]
      var state = fieldState(index)
      state.name = prefix + field.name
      collector.fields.append(
        FieldInfo(
          name: state.name, label: labelPrefix + field.label, isSecret: field.secret,
          isOptional: field.optional, type: field.type))
      collector.states.append(state)
    case .group(let name, _, let members):
      // The group's own line comes first, as in a tree; its status combines its members'.
      let position = collector.states.count
      for member in members {
        collect(member, into: &collector, prefix: prefix, labelPrefix: labelPrefix)
      }
      let outcome = groupOutcome(members)
      collector.states.insert(
        FieldState(
          name: prefix + name, result: outcome.result.result, enabled: true, isValid: outcome.everyCounts),
        at: position)
    case .repeated(let index):
      let node = repeatedGroupNodes[index]
      let field = compiledForm.fields[node.group.field]
      let path = prefix + node.group.name
      var state = fieldState(node.group.field)
      state.name = path
      collector.states.append(state)
      for (position, item) in node.items.enumerated() {
        item.collect(
          into: &collector, prefix: "\(path)[\(position + 1)].",
          labelPrefix: "\(labelPrefix)\(field.label) \(position + 1) › ")
      }
      collector.groups.append(
        PathView.Group(
          path: path, label: labelPrefix + field.label, count: node.items.count, maximum: node.group.maximum,
          lastField: collector.fields.last(where: { $0.name.hasPrefix(path + "[") })?.name))
    }
  }
}

/// What ``FormEngine/pathView()`` gathers as it walks.
private struct PathCollector {
  var fields: [FieldInfo] = []
  var states: [FieldState] = []
  var computed: [ComputedState] = []
  var groups: [PathView.Group] = []
}
