/// `absent_in: STORE` / `present_in: STORE` against a table store or a list store with
/// latency: the lookup runs on the scheduler after the store's latency. A store error
/// fails the field as a store error, with its own message (never the rule's) and kind.
struct StoreLookupRule: AsyncRule {
  /// Whether the value must be in the store (`present_in`) or not (`absent_in`).
  let expectPresent: Bool
  /// The store's name, for error messages.
  let storeName: String
  /// The session's stores.
  let stores: SessionStores
  /// The store's number among them.
  let store: Int
  /// The store's latency.
  let latency: Duration
  /// Where the lookup is scheduled.
  let scheduler: VirtualScheduler
  let message: String

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    scheduler.schedule(after: latency) {
      completion(verdict(for: value))
    }
  }

  private func verdict(for value: String) -> RuleVerdict {
    do throws(StoreError) {
      return try stores.contains(store, value) == expectPresent ? .pass : .fail
    } catch {
      return .storeError(StoreError(error.kind, "could not check store '\(storeName)': \(error.message)"))
    }
  }
}
