/// One `lists:` entry's observable state: whether its latest query is still running,
/// found its items or failed, how many items match, and the first few (at most the
/// list's `limit`), each with its columns.
///
/// ```swift
/// try form.set("search", to: "ac")
/// form.settle()
/// let heroes = form.listState("heroes")
/// print(heroes.count, heroes.keys)        // 2 ["Achilles", "Acamas"]
/// ```
public struct ListState: Sendable, Hashable {
  /// The list's name.
  public var name: String
  /// Whether the items are those of the latest search text.
  public var status: ListStatus
  /// The number of matching items, shown or not (while loading: the previous query's).
  public var count: Int
  /// The column names, the key's first: a list store's `columns:` (`name` by default),
  /// a table's key and then its other columns in table order.
  public var columns: [String]
  /// The items shown, in the store's order, each its values in ``columns`` order (while
  /// loading: the previous query's).
  public var items: [[String]]

  /// Creates a list's state.
  public init(name: String, status: ListStatus, count: Int, columns: [String], items: [[String]]) {
    self.name = name
    self.status = status
    self.count = count
    self.columns = columns
    self.items = items
  }

  /// Each shown item's key (its first column), in order.
  public var keys: [String] { items.map { $0.first ?? "" } }
}

/// Where a list's latest query is.
public enum ListStatus: Sendable, Hashable {
  /// The search text changed and its query has not answered yet (debounce, store latency).
  case loading
  /// The items are the latest query's.
  case ok
  /// The latest query failed: the store's error message (its count and items are none).
  case failed(String)

  /// `loading`, `ok` or `failed`: the word states and examples use.
  public var word: String {
    switch self {
    case .loading: "loading"
    case .ok: "ok"
    case .failed: "failed"
    }
  }

  /// The failure's message, if it failed.
  public var message: String? {
    if case .failed(let message) = self { message } else { nil }
  }
}
