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
    // The only thread derives and the queue has no room: the next derivation is refused.
    started.wait()
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
    release.signal()
    finished.wait()
    let hash = try PasswordHasher(pool: pool).hash("secret1")
    #expect(try PasswordHasher(pool: pool).verify("secret1", against: hash))
  }
}
