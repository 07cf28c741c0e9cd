/// The items of one repeated group of a record, for ``TableStore/insert(_:children:)``:
/// each item becomes a row of the group's child table, written in the same transaction as
/// the record (see ``ChildTable`` for the layout).
///
/// Values are written as given: the caller hashes an item's secret fields with the
/// session's ``PasswordHasher`` as it does a record's, and gives a group inside an item as
/// prefixed columns (`address_city`), as it does for the record.
struct ChildRows: Sendable {
  /// The group's name: its child table is named after the parent table, `_`, and this.
  let group: String
  /// The items in order; the n-th is written with position n (1-based).
  let items: [Item]

  /// One item: its fields as columns, and its own repeated groups.
  struct Item: Sendable {
    /// The item's fields (column → value), each column at most once.
    let values: [(column: String, value: String)]
    /// The repeated groups inside the item, written to grand-child tables.
    let children: [ChildRows]

    init(_ values: [(column: String, value: String)], children: [ChildRows] = []) {
      self.values = values
      self.children = children
    }
  }
}
