extension FormEngine {
  /// The computed values the spec declares (not the columns items export).
  func declaredComputed() -> [ComputedState] {
    compiledForm.declaredComputed.map(computedState)
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

  /// The status of a group with `members`: their outcomes combined
  /// (``FieldOutcome/Combiner``), and whether every one counts as valid.
  func groupOutcome(_ members: [LayoutEntry]) -> FieldOutcome.Combiner {
    var combiner = FieldOutcome.Combiner()
    combine(members, into: &combiner)
    return combiner
  }

  /// Adds the outcomes of `members` to `combiner`.
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

}

/// Receives the state of a form with groups, nested in spec order, as
/// ``FormEngine/visitState(_:)`` walks the session: what `batch` and `run --json` write
/// for such a form, read straight from the session.
package protocol StateVisitor: ~Copyable {
  /// A field: its key, its index among its form's fields (with the repeated groups
  /// entered, what tells it from every other field of the spec: a visitor may key what it
  /// keeps per field by it), and its state.
  mutating func field(key: String, index: Int, state: VisitedField)
  /// A group starts: its key and status; its members follow, then ``endGroup()``.
  mutating func beginGroup(key: String, result: FieldResult)
  /// The group begun last ends.
  mutating func endGroup()
  /// A repeated group starts: its key, its index among its form's repeated groups, its
  /// status and number of items; its items follow, then ``endList()``.
  mutating func beginList(key: String, index: Int, result: FieldResult, count: Int)
  /// An item starts; its entries follow, then its computed values, then ``endItem()``.
  mutating func beginItem()
  /// The entries of an item whose fields are all plainly ok — ok without a message,
  /// enabled and shown, what most items of most records are — in one call instead of one
  /// ``field(key:index:state:)`` each: the fields' indices among the item form's fields,
  /// in order, and every field's key by index.
  mutating func plainlyOkFields(_ fields: [Int], keys: [String])
  /// A computed value of the item begun last: its name, its index among the item form's
  /// computed values, its value, and whether it is the item's first.
  mutating func itemComputed(name: String, index: Int, value: ComputedValue?, first: Bool)
  /// The item begun last ends.
  mutating func endItem()
  /// The repeated group begun last ends.
  mutating func endList()
}

/// A field's state as ``StateVisitor`` receives it: what a written state shows of it,
/// read from the field's nodes in place (no ``FieldState``, whose name and validity a
/// writer does not need, built per field per record).
package struct VisitedField {
  /// Its status.
  package let status: FieldStatus
  /// Its ok or failure message, if any.
  package let message: String?
  /// The store failure behind a failed status, if any.
  package let storeFailure: StoreFailure?
  /// Whether its input is enabled.
  package let enabled: Bool
  /// Whether it is shown.
  package let visible: Bool

  /// A field ok without a message, enabled and shown: the state of every field that
  /// ``StateVisitor/plainlyOkFields(_:keys:)`` gives.
  package static let plainlyOk = VisitedField(
    status: .ok, message: nil, storeFailure: nil, enabled: true, visible: true)

  /// Whether it is ok without a message, enabled and shown: what most entries of most
  /// records are (a writer may keep their whole text).
  package var isPlainlyOk: Bool {
    status == .ok && message == nil && storeFailure == nil && enabled && visible
  }
}

extension FormEngine {
  /// Whether every one of `fields` is plainly ok (``VisitedField/isPlainlyOk``).
  func arePlainlyOk(_ fields: [Int]) -> Bool {
    fields.allSatisfy { visitedField($0).isPlainlyOk }
  }

  /// The state of the field at `index` as a visitor receives it, each node read in place
  /// (a copy of the field's nodes counts five references).
  private func visitedField(_ index: Int) -> VisitedField {
    let outcome = fieldNodes[index].result.value
    return VisitedField(
      status: outcome.status, message: outcome.message, storeFailure: outcome.storeFailure,
      enabled: fieldNodes[index].enabled.value, visible: fieldNodes[index].isVisible)
  }

  /// Walks the state of the form's fields, groups and repeated groups in spec order.
  func visitState<Visitor: StateVisitor & ~Copyable>(_ visitor: inout Visitor) {
    for entry in compiledForm.layout { visit(entry, &visitor) }
  }

  private func visit<Visitor: StateVisitor & ~Copyable>(_ layout: LayoutEntry, _ visitor: inout Visitor) {
    switch layout {
    case .field(let index):
      visitor.field(key: compiledForm.keys[index], index: index, state: visitedField(index))
    case .group(let name, _, let members):
      visitor.beginGroup(
        key: compiledForm.groupKeys[name] ?? name, result: groupOutcome(members).result.result)
      for member in members { visit(member, &visitor) }
      visitor.endGroup()
    case .repeated(let index):
      let node = repeatedGroupNodes[index]
      visitor.beginList(
        key: compiledForm.keys[node.group.field], index: index,
        result: fieldNodes[node.group.field].result.value.result,
        count: node.count)
      for item in node.itemRefs {
        item.read { item in
          visitor.beginItem()
          if let fields = node.flatFields, item.arePlainlyOk(fields) {
            visitor.plainlyOkFields(fields, keys: item.compiledForm.keys)
          } else {
            item.visitState(&visitor)
          }
          for (position, column) in node.declaredComputed.enumerated() {
            visitor.itemComputed(
              name: column.name, index: column.index, value: item.computedNodes[column.index].shownValue,
              first: position == 0)
          }
          visitor.endItem()
        }
      }
      visitor.endList()
    }
  }
}
