/// The items of a list store, in file order, kept for ``ListDefinition`` searches: each
/// line's columns, and its key (the first column) case-folded once, when the file is read.
struct ListRows: Sendable {
  /// The column names (``ListColumns/single`` for a list of one name per line).
  let columns: [String]
  /// Each item's values, in column order.
  private(set) var items: [[String]] = []
  /// Each item's key, folded (``CaseFolding/folded(_:)``).
  private(set) var foldedKeys: [String] = []

  /// Empty rows of `columns`.
  init(columns: [String]) { self.columns = columns }

  /// Adds an item (its values in column order; the first is its key).
  mutating func append(_ values: [String]) {
    items.append(values)
    foldedKeys.append(CaseFolding.folded(values[0]))
  }

  /// The items whose key `match` selects for `query`: how many there are, and the
  /// first `limit` of them in file order.
  func search(_ query: String, match: ListMatch, limit: Int) -> ListPage {
    let folded = CaseFolding.folded(query)
    var page = ListPage(columns: columns)
    for index in foldedKeys.indices where match.selects(folded: foldedKeys[index], query: folded) {
      page.add(items[index], limit: limit)
    }
    return page
  }
}
