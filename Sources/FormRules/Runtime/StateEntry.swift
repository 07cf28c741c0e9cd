/// One entry of the state of a form with groups, nested as its spec is: what `batch` and
/// `run --json` write for such a form, and what the prompt's `show` prints.
package indirect enum StateEntry {
  /// A field: its name (its own, not its path) and state.
  case field(name: String, state: FieldState)
  /// A group: its name, status and members.
  case group(name: String, label: String, result: FieldResult, members: [StateEntry])
  /// A repeated group: its name, status, and per item its entries and computed values.
  case repeated(name: String, label: String, result: FieldResult, items: [Item])

  /// One item of a repeated group.
  package struct Item {
    /// Its fields, groups and repeated groups.
    package let entries: [StateEntry]
    /// Its computed values (those the spec declares).
    package let computed: [ComputedState]
  }

  /// The entry's own name.
  package var name: String {
    switch self {
    case .field(let name, _), .group(let name, _, _, _), .repeated(let name, _, _, _): name
    }
  }
}

extension FormEngine {
  /// The state of the form's fields, groups and repeated groups, nested in spec order.
  func stateTree() -> [StateEntry] {
    compiledForm.layout.map(entry)
  }

  /// The computed values the spec declares (not the columns items export).
  func declaredComputed() -> [ComputedState] {
    compiledForm.computed.indices.compactMap { index in
      compiledForm.computed[index].name.hasPrefix("#") ? nil : computedState(index)
    }
  }

  /// Whether every input field counts (valid or disabled) and every repeated group is
  /// valid: what `"valid"` says of a form with groups.
  var isValidWithGroups: Bool {
    compiledForm.fields.indices.allSatisfy { index in
      switch compiledForm.fields[index].role {
      case .input, .repeatedGroup:
        FormReader.counts(isValid: isValid(field: index), enabled: fieldNodes[index].enabled.value)
      case .aggregate, .mirror: true
      }
    }
  }

  private func entry(_ layout: LayoutEntry) -> StateEntry {
    let locale = compiledForm.locale
    switch layout {
    case .field(let index):
      return .field(name: compiledForm.keys[index], state: fieldState(index))
    case .group(let name, let labels, let members):
      let entries = members.map(entry)
      let outcomes = members.flatMap(outcomes(of:))
      return .group(
        name: FormCompiler.ownName(name), label: labels.value(in: locale),
        result: FieldOutcome.combined(outcomes).result, members: entries)
    case .repeated(let index):
      let node = repeatedGroupNodes[index]
      let field = compiledForm.fields[node.group.field]
      return .repeated(
        name: compiledForm.keys[node.group.field], label: field.label,
        result: fieldNodes[node.group.field].result.value.result,
        items: node.items.map { StateEntry.Item(entries: $0.stateTree(), computed: $0.declaredComputed()) })
    }
  }

  /// Adds the outcomes of `members` to `combiner` (a group's status).
  private func combine(_ members: [LayoutEntry], into combiner: inout FieldOutcome.Combiner) {
    for member in members {
      switch member {
      case .field(let index): combiner.add(fieldNodes[index].result.value, isValid: counts(field: index))
      case .group(_, _, let inner): combine(inner, into: &combiner)
      case .repeated(let index):
        let field = repeatedGroupNodes[index].group.field
        combiner.add(fieldNodes[field].result.value, isValid: counts(field: field))
      }
    }
  }

  /// The outcomes a group's status combines, each with whether it counts as valid.
  func outcomes(of layout: LayoutEntry) -> [(outcome: FieldOutcome, isValid: Bool)] {
    switch layout {
    case .field(let index): [(fieldNodes[index].result.value, counts(field: index))]
    case .group(_, _, let members): members.flatMap(outcomes(of:))
    case .repeated(let index):
      [
        (
          fieldNodes[repeatedGroupNodes[index].group.field].result.value,
          counts(field: repeatedGroupNodes[index].group.field)
        )
      ]
    }
  }
}

/// Receives the state of a form with groups, nested in spec order, as
/// ``FormEngine/visitState(_:)`` walks the session: what writes a batch result without
/// building a ``StateEntry`` tree per record.
package protocol StateVisitor: ~Copyable {
  /// A field: its key and state.
  mutating func field(key: String, state: FieldState)
  /// A group starts: its key and status; its members follow, then ``endGroup()``.
  mutating func beginGroup(key: String, result: FieldResult)
  /// The group begun last ends.
  mutating func endGroup()
  /// A repeated group starts: its key, status and number of items; its items follow,
  /// then ``endList()``.
  mutating func beginList(key: String, result: FieldResult, count: Int)
  /// An item starts; its entries follow, then its computed values, then ``endItem()``.
  mutating func beginItem()
  /// A computed value of the item begun last.
  mutating func itemComputed(name: String, value: ComputedValue?, first: Bool)
  /// The item begun last ends.
  mutating func endItem()
  /// The repeated group begun last ends.
  mutating func endList()
}

extension FormEngine {
  /// Walks the state of the form's fields, groups and repeated groups in spec order.
  func visitState<Visitor: StateVisitor & ~Copyable>(_ visitor: inout Visitor) {
    for entry in compiledForm.layout { visit(entry, &visitor) }
  }

  private func visit<Visitor: StateVisitor & ~Copyable>(_ layout: LayoutEntry, _ visitor: inout Visitor) {
    switch layout {
    case .field(let index):
      visitor.field(key: compiledForm.keys[index], state: fieldState(index))
    case .group(let name, _, let members):
      var combiner = FieldOutcome.Combiner()
      combine(members, into: &combiner)
      visitor.beginGroup(key: compiledForm.groupKeys[name] ?? name, result: combiner.result.result)
      for member in members { visit(member, &visitor) }
      visitor.endGroup()
    case .repeated(let index):
      let node = repeatedGroupNodes[index]
      visitor.beginList(
        key: compiledForm.keys[node.group.field], result: fieldNodes[node.group.field].result.value.result,
        count: node.count)
      for item in node.items {
        visitor.beginItem()
        item.visitState(&visitor)
        var first = true
        for (position, value) in item.compiledForm.computed.enumerated() where !value.name.hasPrefix("#") {
          visitor.itemComputed(name: value.name, value: item.computedNodes[position].shownValue, first: first)
          first = false
        }
        visitor.endItem()
      }
      visitor.endList()
    }
  }
}
