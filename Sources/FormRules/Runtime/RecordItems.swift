/// A record of a form with groups, as `batch` decodes it: each input field's value by
/// flat name (`customer.name`), and each repeated group's items, each a record of the
/// item's form.
package struct RecordItems {
  /// Values by flat field name; a field left out is empty.
  package var values: [String: String] = [:]
  /// Items by repeated group name (its flat name); a group left out has no items.
  package var groups: [String: [RecordItems]] = [:]

  /// An empty record.
  package init() {}
}

extension FormEngine {
  /// Sets every input field and resizes and fills every repeated group from `record`,
  /// inside the caller's transaction.
  func setRecord(_ record: RecordItems) {
    for index in compiledForm.fields.indices {
      switch compiledForm.fields[index].role {
      case .input:
        let value = record.values[compiledForm.fields[index].name] ?? ""
        set(field: index, to: value)
      case .repeatedGroup(let group):
        let node = repeatedGroupNodes[group]
        let items = record.groups[compiledForm.fields[index].name] ?? []
        node.resize(to: items.count)
        for (item, values) in zip(node.items, items) { item.graph.transaction { item.setRecord(values) } }
      case .aggregate, .mirror:
        continue
      }
    }
  }
}
