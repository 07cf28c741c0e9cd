/// `absent_in: STORE` / `present_in: STORE` against a table store, a list store with
/// latency or a custom store: the lookup runs on the scheduler after the store's latency
/// (off the session's thread when it is driven asynchronously, see
/// ``ExternalWork/runStoreWork(_:completion:)``). A store error fails the field as a
/// store error, with its own message (never the rule's) and kind: ``unchecked`` in the
/// session's locale, then the store's own words (which name tables, never files, in English).
struct StoreLookupRule: AsyncRule {
  /// Whether the value must be in the store (`present_in`) or not (`absent_in`).
  let expectPresent: Bool
  /// What a store error's message starts with: ``unchecked`` in the session's locale.
  let errorLead: String
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

  /// What the message of a store error that kept a value from being checked starts with,
  /// up to the store's own words.
  static let unchecked: LocalizedTemplate = [
    .en: "could not check store '{store}': ", .zh: "无法查询存储“{store}”：",
    .ru: "не удалось выполнить проверку по хранилищу «{store}»: ",
    .fr: "vérification impossible dans «\u{A0}{store}\u{A0}»\u{A0}: ",
  ]

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    let (stores, store, errorLead, expectPresent) = (stores, store, errorLead, expectPresent)
    let work = self.work
    // A lookup cancelled once running off the thread is not stopped: its rule chain,
    // cancelled too, ignores the verdict.
    return scheduler.schedule(after: latency) {
      work.runStoreWork(
        {
          Self.verdict(for: value, in: stores, store, errorLead: errorLead, expectPresent: expectPresent)
        }, completion: completion)
    }
  }

  private static func verdict(
    for value: String, in stores: SessionStores, _ store: Int, errorLead: String, expectPresent: Bool
  ) -> RuleVerdict {
    do throws(StoreError) {
      return try stores.contains(store, value) == expectPresent ? .pass : .fail
    } catch {
      return .storeError(error.leading(errorLead))
    }
  }
}
