/// One search of a table store's rows (``TableStore/search(_:match:limit:hiding:)``), fed
/// the rows one at a time by whichever database reads them: keeps the rows whose key
/// `match` selects for the query (both case-folded), each shown as its key and then its
/// other columns in table order — without the store's bookkeeping (names holding `:`,
/// such as folded keys), the hidden columns, and with any password hash masked.
struct TableSearch {
  /// What was found so far.
  private(set) var page: ListPage
  /// The positions of the key column and of the columns shown after it; nil when the
  /// table has no key column (nothing matches then).
  private let shown: [Int]?
  private let query: String
  private let match: ListMatch
  private let limit: Int

  /// A search of a table whose columns are `names` (in table order) for the key column
  /// `key`, leaving out the `hidden` columns (lowercased names).
  init(names: [String], key: String, hidden: Set<String>, query: String, match: ListMatch, limit: Int) {
    self.query = CaseFolding.folded(query)
    self.match = match
    self.limit = limit
    guard let keyIndex = names.firstIndex(where: { $0.lowercased() == key.lowercased() }) else {
      shown = nil
      page = ListPage(columns: [key])
      return
    }
    let others = names.indices.filter { index in
      index != keyIndex && !names[index].contains(":") && !hidden.contains(names[index].lowercased())
    }
    shown = [keyIndex] + others
    page = ListPage(columns: (shown ?? []).map { names[$0] })
  }

  /// Whether rows need to be read at all.
  var hasKey: Bool { shown != nil }

  /// Considers one row, whose value at a column position `value` gives (nil for NULL).
  mutating func add(_ value: (Int) -> String?) {
    guard let shown, let rowKey = value(shown[0]),
      match.selects(folded: CaseFolding.folded(rowKey), query: query)
    else { return }
    page.add(
      shown.map { index in
        let text = value(index) ?? ""
        return PasswordHasher.PHCString.looksLikeHash(text) ? "******" : text
      }, limit: limit)
  }
}
