/// What one query of a list found: the number of matching items, and the first few of
/// them (at most the list's `limit`) with their columns.
package struct ListPage: Sendable, Equatable {
  /// The column names, the key's first.
  package var columns: [String]
  /// The number of matching items, shown or not.
  package var count = 0
  /// The items shown, each its values in column order.
  package var items: [[String]] = []

  /// Counts one more match, keeping its `values` while fewer than `limit` are kept.
  mutating func add(_ values: @autoclosure () -> [String], limit: Int) {
    count += 1
    if items.count < limit { items.append(values()) }
  }
}
