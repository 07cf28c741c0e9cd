import FormRules
import Synchronization

/// `serve`'s per-client limit on expensive requests — taps, new page sessions, posts of a
/// page without JavaScript: a token bucket per client address (``TrustedProxies``),
/// holding up to `rate` tokens and refilled at `rate` a second; such a request takes one,
/// and is refused (429) when there is none. Validation calls, inputs of a page's
/// session, event streams, assets and `/healthz` take none: a backend behind a proxy
/// sends them all from one address.
///
/// The buckets are bounded: past ``maxClients`` addresses, the full ones (equivalent to
/// none) are forgotten, and if that is not enough, all of them.
final class RateLimiter: Sendable {
  /// The most client addresses remembered.
  static let maxClients = 10_000

  private struct Bucket {
    var tokens: Double
    var updated: ContinuousClock.Instant
  }

  /// Requests a second per client (more than 0).
  let rate: Int
  private let buckets = Mutex<[String: Bucket]>([:])

  /// A limiter of `rate` requests a second per client (more than 0).
  init(rate: Int) {
    self.rate = rate
  }

  /// What a client over the rate is told (the 429's error, a refused page tap's failed
  /// result).
  var message: String {
    "too many taps, new sessions or form posts from one address (at most \(rate) a second); "
      + "try again in a moment"
  }

  /// The answer to a request over the rate: 429, with `Retry-After` (a token is back
  /// within a second), and `headers`.
  func refusal(headers: [(name: String, value: String)] = []) -> HTTPResponse {
    JSONResponse.error(429, message, headers: [("Retry-After", "1")] + headers)
  }

  /// Whether `client` may make an expensive request at `now`; takes a token if so.
  func allows(_ client: String, at now: ContinuousClock.Instant = .now) -> Bool {
    let capacity = Double(rate)
    return buckets.withLock { buckets in
      var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: now)
      bucket.tokens = min(capacity, bucket.tokens + (now - bucket.updated).seconds * capacity)
      bucket.updated = now
      let allowed = bucket.tokens >= 1
      if allowed { bucket.tokens -= 1 }
      if buckets[client] == nil, buckets.count >= Self.maxClients {
        buckets = buckets.filter { entry in
          entry.value.tokens + (now - entry.value.updated).seconds * capacity < capacity
        }
        if buckets.count >= Self.maxClients { buckets.removeAll() }
      }
      buckets[client] = bucket
      return allowed
    }
  }
}
