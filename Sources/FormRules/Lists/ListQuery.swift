/// One list's query against its source, bound to a session's stores: what runs, off the
/// session's thread when it is driven asynchronously, each time the search text settles.
struct ListQuery: Sendable {
  /// The list queried.
  let list: CompiledList
  /// The session's stores.
  let stores: SessionStores

  /// The items `text` selects, or the store's error.
  func run(_ text: String) -> Result<ListPage, StoreError> {
    switch list.source {
    case .store(let store):
      do throws(StoreError) {
        return .success(
          try stores.search(store, text, match: list.match, limit: list.limit, hiding: list.hiddenColumns))
      } catch {
        return .failure(error)
      }
    }
  }

  /// The delay before each query starts, on the session's clock: the store's `latency`.
  var latency: Duration {
    switch list.source {
    case .store(let store): stores.compiled[store].latency
    }
  }

  /// The store whose writes make the query run again, if any: a table store (its
  /// revision grows with every insert).
  var revisedStore: Int? {
    switch list.source {
    case .store(let store):
      if case .table = stores.compiled[store].backing { store } else { nil }
    }
  }

  /// Starts the query for `text` after ``latency`` on `scheduler`, the store work through
  /// `work` (``ExternalWork/runStoreWork(_:completion:)``); `completion` receives the
  /// answer. Cancelling stops a query not started yet; one running off the thread runs
  /// to its end, and whoever cancelled it ignores its answer.
  func start(
    _ text: String, scheduler: VirtualScheduler, work: ExternalWork,
    completion: @escaping (ListAnswer) -> Void
  ) -> any Cancellable {
    let query = self
    return scheduler.schedule(after: latency) {
      work.runStoreWork({ query.run(text) }, completion: { completion(ListAnswer(text: text, result: $0)) })
    }
  }
}

/// What a list's query answered, and for which search text.
struct ListAnswer: Sendable, Equatable {
  /// The search text queried.
  let text: String
  /// The items found, or the store's error.
  let result: Result<ListPage, StoreError>
}
