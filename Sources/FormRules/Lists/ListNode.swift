/// A list's state: the answer of its latest query when it answers the current search
/// text, else `loading` (keeping the previous items on show) — updated in the same
/// transaction as the search field, so no state pairs a search text with another
/// text's items. Emits only when the state changes.
final class ListNode: Stream<ListState> {
  /// The search field's value (undebounced).
  private let text: Stream<String>
  /// The latest query's answer; nil while it runs.
  private let answer: Stream<ListAnswer?>

  init(name: String, text: Stream<String>, answer: Stream<ListAnswer?>) {
    self.text = text
    self.answer = answer
    super.init(
      graph: text.graph, initial: ListState(name: name, status: .loading, count: 0, columns: [], items: []),
      parents: [text, answer])
    _ = update()
  }

  override func update() -> Bool {
    let next: ListState
    if let answer = answer.value, answer.text == text.value {
      switch answer.result {
      case .success(let page):
        next = ListState(
          name: value.name, status: .ok, count: page.count, columns: page.columns, items: page.items)
      case .failure(let error):
        next = ListState(name: value.name, status: .failed(error.message), count: 0, columns: [], items: [])
      }
    } else {
      var loading = value
      loading.status = .loading
      next = loading
    }
    guard next != value else { return false }
    value = next
    return true
  }
}
