import Synchronization

/// The live pages' sessions, by session identifier: each identifier is issued for one form
/// and finds a session of that form only. Bounded by ``PageOptions/maxSessions`` (a new
/// session evicts the one idle longest) and expiring after ``PageOptions/idleExpiry``
/// without a request, unless a live page listens to it. Thread-safe: the server's threads
/// share it.
final class PageSessionTable: Sendable {
  private struct Entry {
    let form: String
    let session: PageSession
    var lastUsed: Duration
  }

  private let options: PageOptions
  /// The time since an arbitrary origin; a manual clock in tests.
  private let clock: @Sendable () -> Duration
  /// Sessions by identifier.
  private let entries = Mutex<[String: Entry]>([:])

  init(options: PageOptions, clock: @escaping @Sendable () -> Duration) {
    self.options = options
    self.clock = clock
  }

  /// The number of sessions kept.
  var count: Int { entries.withLock { $0.count } }

  /// The session of `form` under identifier `id`, marked as just used; nil if there is
  /// none (never was, expired, evicted, renewed, or `id` was issued for another form).
  func session(id: String, form: String) -> PageSession? {
    session(among: [id], form: form)?.session
  }

  /// The first of `ids` that finds a session of `form`, and that session, marked as just
  /// used; nil if none does. However many identifiers a request brings, the table is
  /// looked through for expired sessions once.
  func session(among ids: [String], form: String) -> (id: String, session: PageSession)? {
    let (found, expired) = entries.withLock { entries -> ((String, PageSession)?, [PageSession]) in
      let expired = expire(&entries)
      for id in ids {
        guard var entry = entries[id], entry.form == form else { continue }
        entry.lastUsed = clock()
        entries[id] = entry
        return ((id, entry.session), expired)
      }
      return (nil, expired)
    }
    for session in expired { session.stop() }
    return found.map { (id: $0.0, session: $0.1) }
  }

  /// Keeps `session` of `form` under the new identifier `id`, evicting the session idle
  /// longest if the table is full.
  func insert(_ session: PageSession, id: String, form: String) {
    let dropped = entries.withLock { entries -> [PageSession] in
      var dropped = expire(&entries)
      if entries.count >= options.maxSessions,
        let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key,
        let entry = entries.removeValue(forKey: oldest)
      {
        dropped.append(entry.session)
      }
      if let previous = entries.updateValue(
        Entry(form: form, session: session, lastUsed: clock()), forKey: id)
      {
        dropped.append(previous.session)
      }
      return dropped
    }
    for session in dropped { session.stop() }
  }

  /// Moves the session of `form` under `id` to the new identifier `newID` (after a log-in):
  /// `id` finds nothing from then on, and the event streams opened with it end. False
  /// when `id` names no session of `form` any more.
  func renew(id: String, form: String, to newID: String) -> Bool {
    let session = entries.withLock { entries -> PageSession? in
      guard var entry = entries[id], entry.form == form else { return nil }
      entries[id] = nil
      entry.lastUsed = clock()
      entries[newID] = entry
      return entry.session
    }
    session?.endStreams()
    return session != nil
  }

  /// Stops every session (the server is stopping).
  func removeAll() {
    let all = entries.withLock { entries in
      defer { entries.removeAll() }
      return entries.values.map(\.session)
    }
    for session in all { session.stop() }
  }

  /// Removes the sessions idle past the expiry with no live page listening; returns them.
  private func expire(_ entries: inout [String: Entry]) -> [PageSession] {
    let now = clock()
    var expired: [PageSession] = []
    for (id, entry) in entries where now - entry.lastUsed > options.idleExpiry && !entry.session.hasListeners
    {
      expired.append(entry.session)
      entries[id] = nil
    }
    return expired
  }
}
