extension StreamNodeLabel {
  /// The search text of a list without `search:`: always empty.
  static func listText(of list: CompiledList) -> Self {
    Self(lines: ["\(list.name) search text", "none: every item"], kind: .input, owner: .list(list.name))
  }

  /// A list's search text once it has been quiet for the list's `debounce`.
  static func listDebounce(of list: CompiledList) -> Self {
    Self(lines: ["debounce \(list.debounce)"], kind: .debounce, owner: .list(list.name))
  }

  /// What a list queries: the search text, and when it reads a table, its revision
  /// (again after a write to it).
  static func listRequest(of list: CompiledList, revised: Bool) -> Self {
    Self(
      lines: ["\(list.name) request", revised ? "search text, store revision" : "search text"], kind: .lookup,
      owner: .list(list.name))
  }

  /// The request without repeats.
  static func distinctListRequest(of list: CompiledList) -> Self {
    Self(lines: ["distinct request"], kind: .lookup, owner: .list(list.name))
  }

  /// A list's query on the latest request (a newer one cancels it).
  static func listQuery(of list: CompiledList, store: Int?) -> Self {
    Self(
      lines: ["\(list.name) query", "latest wins", "\(list.match.rawValue) match, limit \(list.limit)"],
      kind: .lookup, owner: .list(list.name), stores: store.map { [$0] } ?? [])
  }

  /// A list's state: the latest answer for the current search text, else loading.
  static func listState(of list: CompiledList) -> Self {
    Self(lines: ["\(list.name) state", "status, count, items"], kind: .result, owner: .list(list.name))
  }
}
