import Synchronization

/// The live pages' sessions, by session identifier and form name: bounded by
/// ``PageOptions/maxSessions`` (a new session evicts the one idle longest) and expiring
/// after ``PageOptions/idleExpiry`` without a request, unless a live page listens to it.
/// Thread-safe: the server's threads share it.
final class PageSessionTable: Sendable {
  private struct Entry {
    let session: PageSession
    var lastUsed: Duration
  }

  private let options: PageOptions
  /// The time since an arbitrary origin; a manual clock in tests.
  private let clock: @Sendable () -> Duration
  /// Sessions by identifier, then by form name.
  private let entries = Mutex<[String: [String: Entry]]>([:])

  init(options: PageOptions, clock: @escaping @Sendable () -> Duration) {
    self.options = options
    self.clock = clock
  }

  /// The number of sessions kept.
  var count: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.count } } }

  /// The session of `form` under identifier `id`, marked as just used; nil if there is
  /// none (never was, expired or evicted).
  func session(id: String, form: String) -> PageSession? {
    let (session, expired) = entries.withLock { entries -> (PageSession?, [PageSession]) in
      let expired = expire(&entries)
      guard var entry = entries[id]?[form] else { return (nil, expired) }
      entry.lastUsed = clock()
      entries[id]?[form] = entry
      return (entry.session, expired)
    }
    for session in expired { session.stop() }
    return session
  }

  /// Whether `id` names any session: a client may then keep it for another form.
  func knows(id: String) -> Bool {
    entries.withLock { $0[id] != nil }
  }

  /// Keeps `session` for `form` under `id`, evicting the session idle longest if the table
  /// is full.
  func insert(_ session: PageSession, id: String, form: String) {
    let dropped = entries.withLock { entries -> [PageSession] in
      var dropped = expire(&entries)
      let total = entries.values.reduce(0) { $0 + $1.count }
      if total >= options.maxSessions, let oldest = Self.oldest(in: entries) {
        if let entry = entries[oldest.id]?.removeValue(forKey: oldest.form) { dropped.append(entry.session) }
        if entries[oldest.id]?.isEmpty == true { entries[oldest.id] = nil }
      }
      if let previous = entries[id, default: [:]].updateValue(
        Entry(session: session, lastUsed: clock()), forKey: form)
      {
        dropped.append(previous.session)
      }
      return dropped
    }
    for session in dropped { session.stop() }
  }

  /// Stops every session (the server is stopping).
  func removeAll() {
    let all = entries.withLock { entries in
      defer { entries.removeAll() }
      return entries.values.flatMap { $0.values.map(\.session) }
    }
    for session in all { session.stop() }
  }

  /// Removes the sessions idle past the expiry with no live page listening; returns them.
  private func expire(_ entries: inout [String: [String: Entry]]) -> [PageSession] {
    let now = clock()
    var expired: [PageSession] = []
    for (id, forms) in entries {
      for (form, entry) in forms
      where now - entry.lastUsed > options.idleExpiry && !entry.session.hasListeners {
        expired.append(entry.session)
        entries[id]?[form] = nil
      }
      if entries[id]?.isEmpty == true { entries[id] = nil }
    }
    return expired
  }

  /// The identifier and form of the session idle longest.
  private static func oldest(in entries: [String: [String: Entry]]) -> (id: String, form: String)? {
    var oldest: (id: String, form: String, lastUsed: Duration)?
    for (id, forms) in entries {
      for (form, entry) in forms where oldest.map({ entry.lastUsed < $0.lastUsed }) ?? true {
        oldest = (id, form, entry.lastUsed)
      }
    }
    return oldest.map { ($0.id, $0.form) }
  }
}
