/// A repeated group's items as a tap submits them to an `insert`: each item's enabled,
/// visible input fields (secrets not yet hashed) and its own repeated groups.
struct SubmittedGroup: Sendable {
  /// One item.
  struct Item: Sendable {
    /// Column name, value, and whether the value is secret (hashed before it is stored).
    let values: [(column: String, value: String, secret: Bool)]
    /// The item's repeated groups.
    let groups: [SubmittedGroup]
  }

  /// The group's own name (the child table's suffix).
  let name: String
  /// Its items, in order.
  let items: [Item]

  /// The column a field's flat name is stored in: its path with `_` for `.`
  /// (`address_city`).
  static func column(of flatName: String) -> String {
    String(flatName.map { $0 == "." ? "_" : $0 })
  }

  /// The groups of `engine` named by `groups` (indexes into its repeated groups), as they
  /// are now.
  static func submitted(_ groups: [Int], of engine: FormEngine) -> [SubmittedGroup] {
    groups.map { index in
      let node = engine.repeatedGroupNodes[index]
      return SubmittedGroup(
        name: SubmittedGroup.column(of: FormCompiler.ownName(node.group.name)),
        items: node.items.map { item in
          let form = item.compiledForm
          var values: [(String, String, Bool)] = []
          var nested: [Int] = []
          for field in form.fields.indices {
            switch form.fields[field].role {
            case .input:
              let nodes = item.fieldNodes[field]
              guard nodes.enabled.value, nodes.isVisible, !form.fields[field].isConfirmation else { continue }
              values.append(
                (column(of: form.fields[field].name), nodes.value.value, form.fields[field].secret))
            case .repeatedGroup(let group): nested.append(group)
            case .aggregate, .mirror: continue
            }
          }
          return Item(values: values, groups: submitted(nested, of: item))
        })
    }
  }

  /// The rows a table store writes for the group, secret values hashed with `hasher`.
  func childRows(hashingWith hasher: PasswordHasher) throws(StoreError) -> ChildRows {
    var rows: [ChildRows.Item] = []
    for item in items {
      var values: [(column: String, value: String)] = []
      for (column, value, secret) in item.values {
        // An empty secret (an optional one left out) stays empty: a hash would make the
        // empty text a valid secret.
        values.append((column, secret && !value.isEmpty ? try hasher.hash(value) : value))
      }
      var children: [ChildRows] = []
      for group in item.groups { children.append(try group.childRows(hashingWith: hasher)) }
      rows.append(ChildRows.Item(values, children: children))
    }
    return ChildRows(group: name, items: rows)
  }
}
