import Dispatch
import Testing

@testable import FormRules

@Suite("Hashing pool")
struct HashingPoolTests {
  @Test func aDerivationRunsOnThePoolAndHandsBackItsOutcome() throws {
    let pool = HashingPool(threads: 1, queueLimit: 0)
    #expect(try pool.run { [1, 2, 3] } == [1, 2, 3])
    #expect(try pool.run { nil } == nil)
  }

  @Test func aFullPoolRefusesAtOnceWithOverloadedAndAcceptsAgainOnceFree() throws {
    let pool = HashingPool(threads: 1, queueLimit: 0)
    // The only thread derives and the queue has no room: the next derivation is refused.
    let busy = Self.occupy(pool)
    do throws(StoreError) {
      _ = try pool.run { [9] }
      Issue.record("a derivation ran while the pool was full")
    } catch {
      #expect(error.kind == .overloaded)
      #expect(error.message == HashingPool.overloadedMessage)
    }
    do throws(StoreError) {
      try PasswordHasher(pool: pool).verifyMissing("secret1")
      Issue.record("a verification ran while the pool was full")
    } catch {
      #expect(error.kind == .overloaded)
    }
    busy.free()
    let hash = try PasswordHasher(pool: pool).hash("secret1")
    #expect(try PasswordHasher(pool: pool).verify("secret1", against: hash))
  }

  /// A derivation holding a pool's thread until ``free()``.
  struct Occupation {
    let release: DispatchSemaphore
    let finished: DispatchSemaphore

    /// Lets the derivation end and waits until it has.
    func free() {
      release.signal()
      finished.wait()
    }
  }

  /// Starts a derivation that holds one of `pool`'s threads, once it runs.
  static func occupy(_ pool: HashingPool) -> Occupation {
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    DetachedThread.start {
      _ = try? pool.run {
        started.signal()
        release.wait()
        return [0]
      }
      finished.signal()
    }
    started.wait()
    return Occupation(release: release, finished: finished)
  }

  /// A log-in form whose store is in memory.
  static let login = """
    form: login
    stores:
      users: { table: users, key: username }
    fields:
      username: {}
      password: { secret: true }
    buttons:
      login:
        action: { verify: users }
        failed: Wrong password
    """

  @Test @MainActor func aTapWhileThePoolIsFullFailsWithItsMessageNotTheSpecs() async throws {
    let pool = HashingPool(threads: 1, queueLimit: 0)
    var environment = FormEnvironment(storage: .inMemory)
    environment.hasher = PasswordHasher(pool: pool)
    let form = try Form(spec: FormSpec(yaml: Self.login), environment: environment)
    try form.set("username", to: "alice_1")
    try form.set("password", to: "secret1")
    let busy = Self.occupy(pool)
    // As a page drives its session: store work off the session's thread.
    #expect(try form.tap("login") == .started)
    await form.settle(realTime: false)
    let result = try #require(form.snapshot.button("login")?.result)
    #expect(result.status == .failed)
    #expect(result.error == .overloaded)
    #expect(result.message == HashingPool.overloadedMessage)
    busy.free()
    #expect(try form.tap("login") == .started)
    await form.settle(realTime: false)
    #expect(form.snapshot.button("login")?.result == ButtonResult(status: .failed, message: "Wrong password"))
  }
}
