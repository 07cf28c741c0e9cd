/// `absent_in: STORE` / `present_in: STORE` against a table store, a list store with
/// latency or a custom store: the lookup runs on the scheduler after the store's latency
/// (off the session's thread when it is driven asynchronously, see
/// ``ExternalWork/runStoreWork(_:completion:)``). A store error fails the field as a
/// store error, with its own message (never the rule's) and kind.
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
  /// Where it runs when it runs off the session's thread.
  let work: ExternalWork
  let message: String

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    let (stores, store, storeName, expectPresent) = (stores, store, storeName, expectPresent)
    let work = self.work
    // A lookup cancelled once running off the thread is not stopped: its rule chain,
    // cancelled too, ignores the verdict.
    return scheduler.schedule(after: latency) {
      work.runStoreWork(
        {
          Self.verdict(for: value, in: stores, store, named: storeName, expectPresent: expectPresent)
        }, completion: completion)
    }
  }

  private static func verdict(
    for value: String, in stores: SessionStores, _ store: Int, named storeName: String, expectPresent: Bool
  ) -> RuleVerdict {
    do throws(StoreError) {
      return try stores.contains(store, value) == expectPresent ? .pass : .fail
    } catch {
      return .storeError(StoreError(error.kind, "could not check store '\(storeName)': \(error.message)"))
    }
  }
}
