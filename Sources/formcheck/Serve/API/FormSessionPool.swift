import FormRules
import FormRulesIO
import Synchronization

/// The API's sessions of one served form: each validates one request's record at a time,
/// on a compiled copy of the spec of its own (so that threads do not contend on its
/// reference counts), in one locale. A request checks a session of its locale out, and
/// gives it back when answered; a new one is made when none is idle, so there are never
/// more than requests answered at once (bounded by the server's connection limit).
/// At most ``mostLocales`` locales get sessions of their own: past them, requests are
/// answered in the server's locale, so that a client sending ever new tags cannot make
/// the pool grow.
final class FormSessionPool: Sendable {
  /// A session and its output buffer, checked out to one request at a time.
  final class Lease {
    var session: BatchSession
    var writer = JSONWriter(capacity: 4096)

    init(session: BatchSession) { self.session = session }
  }

  /// An idle lease in transit through the lock.
  private struct Idle: @unchecked Sendable {
    // Unchecked: a lease (and the non-Sendable Form in it) is either idle here, touched by
    // no thread, or checked out to exactly one request's thread; it changes hands only
    // under the pool's lock.
    let lease: Lease
  }

  /// The idle leases by locale ("" for the server's own); a locale stays once it had a
  /// session.
  private let idle = Mutex<[String: [Idle]]>(["": []])
  /// The most locales with sessions of their own, the server's own included.
  static let mostLocales = 16
  private let sessionCount = Mutex(0)
  /// The spec's source, compiled again for each new session.
  private let source: ServedSpecSource
  /// The spec compiled at startup.
  private let spec: FormSpec
  private let environment: FormEnvironment

  /// A pool of sessions of `spec`, compiled from `source`, run against `environment`.
  init(spec: FormSpec, source: ServedSpecSource, environment: FormEnvironment) {
    self.spec = spec
    self.source = source
    self.environment = environment
  }

  /// How many sessions the pool has made (idle or checked out).
  var count: Int { sessionCount.withLock { $0 } }

  /// Runs `body` with a session checked out for it alone, whose messages are in `locale`
  /// (a request's `Accept-Language`; nil: the server's locale). Throws when a new session
  /// cannot start (a store that does not open).
  func withLease<Result>(locale: String?, _ body: (Lease) -> Result) throws(FormError) -> Result {
    let (lease, key) = try checkOut(locale: locale ?? "")
    defer { idle.withLock { $0[key, default: []].append(Idle(lease: lease)) } }
    return body(lease)
  }

  /// An idle lease of locale `key`, or a new one, and the locale it is in: `key`, or the
  /// server's ("") when `key` is new and ``mostLocales`` locales have sessions already.
  private func checkOut(locale key: String) throws(FormError) -> (Lease, String) {
    let (reused, key) = idle.withLock { idle -> (Idle?, String) in
      let key = idle[key] != nil || idle.count < Self.mostLocales ? key : ""
      if idle[key] == nil { idle[key] = [] }
      return (idle[key]?.popLast(), key)
    }
    if let reused { return (reused.lease, key) }
    // The text compiled at startup, so it compiles again; were it not to, the session
    // would share the startup copy (slower under contention, the same rules).
    let spec = (try? source.compile()) ?? self.spec
    var environment = environment
    if !key.isEmpty { environment.locale = key }
    let form = try Form(spec: spec, environment: environment)
    sessionCount.withLock { $0 += 1 }
    return (Lease(session: BatchSession(spec: spec, form: form, tapButton: nil, numbered: false)), key)
  }
}
