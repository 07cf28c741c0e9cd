/// `absent_in: STORE` / `present_in: STORE` against a store answered by a service: the
/// store's `lookup:` request with `{key}` the value, sent through the session's
/// ``ServiceCaller`` after the store's latency. 200 means present, 404 absent; any other
/// status, and any failure to get a response, fails the field as a store error with the
/// message lookups in other stores lead with (``StoreLookupRule/unchecked``). Cancelling
/// (a newer value: latest wins) aborts the request in flight.
struct ServiceLookupRule: AsyncRule {
  /// Whether the value must be in the store (`present_in`) or not (`absent_in`).
  let expectPresent: Bool
  /// What a store error's message starts with.
  let errorLead: String
  /// The store's lookup request.
  let lookup: ServiceEndpoint
  /// The store's latency.
  let latency: Duration
  /// Where the request goes.
  let services: ServiceCaller
  /// Where the latency is waited for.
  let scheduler: VirtualScheduler
  let message: String

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    let (services, lookup, errorLead, expectPresent) = (services, lookup, errorLead, expectPresent)
    let running = RunningRequest()
    running.current = scheduler.schedule(after: latency) {
      running.current = services.send(lookup, values: ["key": value]) { reply in
        switch reply.result {
        case .success(let response) where response.status == 200: completion(expectPresent ? .pass : .fail)
        case .success(let response) where response.status == 404: completion(expectPresent ? .fail : .pass)
        case .success(let response): completion(.storeError(reply.unexpected(response).leading(errorLead)))
        case .failure(let error): completion(.storeError(error.leading(errorLead)))
        }
      }
    }
    return running
  }
}

/// What cancels a request that may still be waiting for its turn (a latency, a debounce)
/// or already be in flight: whichever is current.
final class RunningRequest: Cancellable {
  /// The wait or the request.
  var current: (any Cancellable)?

  func cancel() {
    current?.cancel()
    current = nil
  }
}
