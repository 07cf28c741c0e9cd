/// A list store's `columns: [name, description]`: the names of the tab-separated
/// columns of each line (the first is the key that `absent_in` / `present_in` look up).
enum ListColumns {
  /// The most columns a list store may name.
  static let most = 16

  /// The column a list store without `columns:` has: its one name per line.
  static let single = "name"

  /// Reads `columns:` of `owner`: a list of 1 to ``most`` distinct identifiers (FR102,
  /// FR104, FR106, FR108). Nil when nothing usable is given.
  static func decode(
    _ entry: SpecMapping.Entry, of owner: SpecOwner, reader: inout SpecReader
  ) -> [Located<String>]? {
    guard let items = reader.list(entry.value, as: entry.what) else { return nil }
    guard (1...most).contains(items.count) else {
      reader.report(
        .invalidValue, at: reader.location(of: entry.value),
        "\(entry.what) of \(owner.description) needs 1 to \(most) column names, found \(items.count)")
      return nil
    }
    var columns: [Located<String>] = []
    for item in items {
      guard
        let name = reader.locatedText(item, as: "a column of \(owner.description)", needs: "a column name")
      else { return nil }
      reader.checkName(name, at: reader.location(of: item), kind: "column")
      if let first = columns.first(where: { $0.value == name.value }) {
        reader.report(
          .duplicateName, at: name.location, "column '\(name.value)' is named twice in \(owner.description)",
          notes: [Diagnostic.Note("the first one is here", at: first.location)])
        return nil
      }
      columns.append(name)
    }
    return columns
  }
}
