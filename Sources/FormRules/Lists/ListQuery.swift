/// One list's query against its source, bound to a session's stores: what runs, off the
/// session's thread when it is driven asynchronously, each time the search text settles.
struct ListQuery: Sendable {
  /// The list queried.
  let list: CompiledList
  /// The session's stores.
  let stores: SessionStores
  /// The name of the list's search field, which a service's request may name.
  let searchField: String?

  /// The items of the store at `store` that `text` selects, or the store's error.
  private func run(_ text: String, in store: Int) -> Result<ListPage, StoreError> {
    do throws(StoreError) {
      return .success(
        try stores.search(store, text, match: list.match, limit: list.limit, hiding: list.hiddenColumns))
    } catch {
      return .failure(error)
    }
  }

  /// The delay before each query starts, on the session's clock: a store's `latency`
  /// (a service takes the time it takes).
  var latency: Duration {
    switch list.source {
    case .store(let store): stores.compiled[store].latency
    case .service: .zero
    }
  }

  /// The store whose writes make the query run again, if any: a table store (its
  /// revision grows with every insert).
  var revisedStore: Int? {
    switch list.source {
    case .store(let store):
      if case .table = stores.compiled[store].backing { store } else { nil }
    case .service: nil
    }
  }

  /// Starts the query for `text` after ``latency`` on `scheduler`: a store's through
  /// `work` (``ExternalWork/runStoreWork(_:completion:)``), a service's request through
  /// `services`; `completion` receives the answer. Cancelling stops a query not started
  /// yet and aborts a request in flight; a store query running off the thread runs to its
  /// end, and whoever cancelled it ignores its answer.
  func start(
    _ text: String, scheduler: VirtualScheduler, work: ExternalWork, services: ServiceCaller,
    completion: @escaping (ListAnswer) -> Void
  ) -> any Cancellable {
    let query = self
    switch list.source {
    case .store(let store):
      return scheduler.schedule(after: latency) {
        work.runStoreWork(
          { query.run(text, in: store) }, completion: { completion(ListAnswer(text: text, result: $0)) })
      }
    case .service(let endpoint):
      let values = searchField.map { [$0: text] } ?? [:]
      return services.send(endpoint, values: values) { reply in
        completion(ListAnswer(text: text, result: query.page(of: reply)))
      }
    }
  }

  /// The items a service answered with: a 2xx answer whose body is a JSON array (of
  /// objects, or of plain values), at most the list's `limit` kept; else the error.
  private func page(of reply: ServiceReply) -> Result<ListPage, StoreError> {
    switch reply.result {
    case .success(let response) where (200..<300).contains(response.status):
      guard let page = ServiceJSON.page(from: response.body, limit: list.limit) else {
        return .failure(reply.unreadable(expecting: "a JSON array of items"))
      }
      return .success(page)
    case .success(let response): return .failure(reply.unexpected(response))
    case .failure(let error): return .failure(error)
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
