/// How many live pages' event streams may be open: at most
/// ``PageOptions/streamsPerAddress`` from one client address and
/// ``PageOptions/streamsPerSession`` on one page session, each for at most
/// ``PageOptions/streamLifetime`` (the page's script reconnects), so that one client
/// cannot hold every connection open. A stream over a limit is refused at once (429).
final class PageStreamLimits: Sendable {
  private let addresses: StreamQuota<String>
  private let sessions: StreamQuota<ObjectIdentifier>
  private let lifetime: Duration

  /// The limits `options` set.
  init(options: PageOptions) {
    addresses = StreamQuota(limit: options.streamsPerAddress)
    sessions = StreamQuota(limit: options.streamsPerSession)
    lifetime = options.streamLifetime
  }

  /// The refusal of another stream from `address`, or nil while it has room (looked at
  /// before a session is found or made for the stream).
  func refusal(for address: String) -> HTTPResponse? {
    addresses.hasRoom(for: address) ? nil : Self.refusal("from one address", limit: addresses.limit)
  }

  /// The stream `open` makes for `address` on `session`, bounded, or the refusal when
  /// either holds its most already (then `open` is not called).
  func stream(
    from address: String, on session: PageSession, _ open: () -> any HTTPEventStream
  ) -> Result<any HTTPEventStream, Refused> {
    guard addresses.admit(address) else {
      return .failure(Refused(response: Self.refusal("from one address", limit: addresses.limit)))
    }
    let key = ObjectIdentifier(session)
    guard sessions.admit(key) else {
      addresses.release(address)
      return .failure(Refused(response: Self.refusal("on one page session", limit: sessions.limit)))
    }
    // The session is kept until the stream ends, so that its identifier names no other.
    return .success(
      BoundedEventStream(open(), lifetime: lifetime) { [addresses, sessions, session] in
        addresses.release(address)
        sessions.release(key)
        _ = session
      })
  }

  /// A stream refused: the response to send.
  struct Refused: Error {
    let response: HTTPResponse
  }

  /// The 429 of a stream over the limit of `limit` streams `scope`.
  private static func refusal(_ scope: String, limit: Int) -> HTTPResponse {
    JSONResponse.error(
      429, "too many event streams \(scope): at most \(limit) at once; try again later",
      headers: [("Retry-After", retryAfter)])
  }

  /// The seconds `Retry-After` gives: a stream's place frees when a page is closed.
  static let retryAfter = "10"
}
