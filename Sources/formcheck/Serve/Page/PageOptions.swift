/// The limits of `serve`'s live pages.
struct PageOptions: Sendable {
  /// The most sessions kept at once (one per visitor and form); when the table is full,
  /// a new session evicts the one idle longest.
  var maxSessions = 1000
  /// How long a session may go without a request (and without a live page listening)
  /// before it expires.
  var idleExpiry = Duration.seconds(30 * 60)
  /// How often an event stream with nothing to say sends a comment, so that a departed
  /// client is noticed.
  var heartbeat = Duration.seconds(10)
  /// The longest a submission without JavaScript waits for the form's checks, then for
  /// the action it taps, before the page is rendered as it stands.
  var settleLimit = Duration.seconds(10)
  /// The most event streams open at once from one client address: a few browsers' worth
  /// (a browser opens at most six connections to a server).
  var streamsPerAddress = 16
  /// The most event streams open at once on one page session (its tabs).
  var streamsPerSession = 4
  /// How long an event stream lasts before the server ends it (the page reconnects).
  var streamLifetime = Duration.seconds(10 * 60)
}
