import FormRules
import FormRulesIO
import Synchronization

/// The API's sessions of one served form: each validates one request's record at a time,
/// on a compiled copy of the spec of its own (so that threads do not contend on its
/// reference counts). A request checks a session out, and gives it back when answered;
/// a new one is made when none is idle, so there are never more than requests answered
/// at once (bounded by the server's connection limit).
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

  private let idle = Mutex<[Idle]>([])
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

  /// Runs `body` with a session checked out for it alone. Throws when a new session
  /// cannot start (a store that does not open).
  func withLease<Result>(_ body: (Lease) -> Result) throws(FormError) -> Result {
    let lease = try checkOut()
    defer { idle.withLock { $0.append(Idle(lease: lease)) } }
    return body(lease)
  }

  /// An idle lease, or a new one.
  private func checkOut() throws(FormError) -> Lease {
    if let reused = idle.withLock({ $0.popLast() }) { return reused.lease }
    // The text compiled at startup, so it compiles again; were it not to, the session
    // would share the startup copy (slower under contention, the same rules).
    let spec = (try? source.compile()) ?? self.spec
    let form = try Form(spec: spec, environment: environment)
    sessionCount.withLock { $0 += 1 }
    return Lease(session: BatchSession(spec: spec, form: form, tapButton: nil, numbered: false))
  }
}
