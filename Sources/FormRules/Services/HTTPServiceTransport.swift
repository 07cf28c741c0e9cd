/// Sends service requests over HTTP(S) with libcurl (docs/services.md, "The HTTP client"):
/// TLS verified against the system's trust store, connections kept alive in a bounded pool,
/// the request's timeout over the whole exchange, bodies capped at
/// ``ServiceFailure/largestBody``, and the exchange aborted (its connection closed) when
/// the calling task is cancelled.
///
/// Only `http` and `https` URLs are sent; anything else is ``ServiceFailure/unreachable``
/// without a connection. Redirects are not followed (a 3xx is an answer like any other),
/// and proxies named by the environment (`http_proxy`, …) are not used: a service is
/// reached directly, so that a variable set for other programs cannot route its requests
/// (and the secrets in their headers) elsewhere.
package struct HTTPServiceTransport: ServiceTransport {
  /// The connections this transport's requests share.
  private let pool: HTTPConnectionPool

  /// A transport over `pool` (by default, the process's).
  package init(pool: HTTPConnectionPool = .shared) {
    self.pool = pool
  }

  package func send(_ request: ServiceRequest) async -> Result<ServiceResponse, ServiceFailure> {
    guard Self.isHTTP(request.url), let loop = pool.loop, let transfer = CurlTransfer(request) else {
      return .failure(.unreachable)
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { loop.submit(transfer, $0) }
    } onCancel: {
      transfer.cancel()
      loop.wake()
    }
  }

  /// Whether `url` starts with `http://` or `https://` (in any case).
  private static func isHTTP(_ url: String) -> Bool {
    let scheme = url.prefix { $0 != ":" }.lowercased()
    return (scheme == "http" || scheme == "https") && url.dropFirst(scheme.count).hasPrefix("://")
  }
}
