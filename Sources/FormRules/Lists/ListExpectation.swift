/// What an example's `expect:` may say of a list — `{count: 12, items: [Achilles, Acamas]}`,
/// `status` (`ok`, `loading`, `failed`) and `message` — and how it is checked.
enum ListExpectation {
  /// What cannot be expected of a list (FR106): an enabled flag, validity, visibility,
  /// a value.
  static func misplaced(_ expectation: ExampleDefinition.Expectation) -> String? {
    guard
      expectation.enabled != nil || expectation.valid != nil || expectation.visible != nil
        || expectation.value != nil
    else { return nil }
    return
      "list '\(expectation.target.value)' has a status, message, count and items: expect '{count: N, items: [KEY, …]}'"
  }

  /// What only a list has, expected of something else (FR106): `count`, `items`, the
  /// status `loading`.
  static func misplacedListKeys(_ expectation: ExampleDefinition.Expectation) -> String? {
    guard
      expectation.count != nil || expectation.items != nil || expectation.status == ListStatus.loading.word
    else { return nil }
    return
      "only a list has 'count', 'items' or the status 'loading', and '\(expectation.target.value)' is not one"
  }

  /// One phrase per expectation `state` does not meet: `expected count 2, found 3`.
  static func mismatches(of state: ListState, with expectation: ExampleDefinition.Expectation) -> [String] {
    var found: [String] = []
    if let status = expectation.status, status != state.status.word {
      found.append("expected status \(status), found \(state.status.word)")
    }
    if let message = expectation.message, message != state.status.message {
      found.append(
        "expected message \"\(message)\", found \(state.status.message.map { "\"\($0)\"" } ?? "none")")
    }
    if let count = expectation.count, count != state.count {
      found.append("expected count \(count), found \(state.count)")
    }
    if let items = expectation.items, items != state.keys {
      found.append("expected items \(quoted(items)), found \(quoted(state.keys))")
    }
    return found
  }

  /// `["Achilles", "Acamas"]`.
  private static func quoted(_ keys: [String]) -> String {
    "[" + keys.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
