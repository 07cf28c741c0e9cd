import Foundation

/// Drives a session's virtual clock, in real time or not: the one home of real-time
/// pacing, for ``Form/settle(realTime:)`` and the CLI's interactive prompt.
///
/// In real time, virtual instants are tied to wall-clock instants from the moment pacing
/// starts, so scheduled work (debounce, store latency, a button's action) falls due as the
/// wall clock reaches it: a 300 ms debounce takes 300 ms.
package struct RealTimePacer {
  private let clock = ContinuousClock()
  /// The wall-clock instant of virtual time zero.
  private let origin: ContinuousClock.Instant

  /// A pacer whose virtual clock reads `virtualNow` at this instant.
  init(virtualNow: Duration) {
    origin = clock.now - virtualNow
  }

  /// The wall-clock instant at which virtual time `due` falls.
  func instant(of due: Duration) -> ContinuousClock.Instant { origin + due }

  /// The virtual time the wall clock has reached.
  var elapsed: Duration { origin.duration(to: clock.now) }

  /// Settles `form` in real time on the calling thread, sleeping it until each due time:
  /// for the CLI's prompt, which registers no async validators nor custom stores, so once
  /// nothing is scheduled the form has settled.
  package static func settle(_ form: Form) {
    let scheduler = form.engine.scheduler
    scheduler.runDue()
    let pacer = RealTimePacer(virtualNow: scheduler.now)
    while let due = scheduler.nextDueTime {
      let remaining = pacer.clock.now.duration(to: pacer.instant(of: due))
      if remaining > .zero {
        let (seconds, attoseconds) = remaining.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
      scheduler.advance(to: due)
    }
  }

  /// Settles `engine` in its caller's isolation: runs scheduled work, applies the outcomes
  /// of async validators and of store work (run off this thread meanwhile), until nothing
  /// is left. Without `realTime` the virtual clock does not move while work is in flight,
  /// so that outcomes land at the same virtual instants as when run in place; in real time
  /// it follows the wall clock and outcomes land when they arrive.
  static func settle(
    _ engine: FormEngine, realTime: Bool, isolation: isolated (any Actor)? = #isolation
  ) async {
    let work = engine.externalWork
    let scheduler = engine.scheduler
    work.offloadsStoreWork = true
    defer { work.offloadsStoreWork = false }
    let pacer = realTime ? RealTimePacer(virtualNow: scheduler.now) : nil
    while true {
      work.deliver()
      scheduler.runDue()
      let due = scheduler.nextDueTime
      if work.hasPending {
        guard let pacer else {
          await work.inbox.waitForDelivery()
          continue
        }
        await work.inbox.waitForDelivery(until: due.map(pacer.instant(of:)))
        let reached = pacer.elapsed
        scheduler.advance(to: due.map { min($0, reached) } ?? reached)
        continue
      }
      guard let due else { return }
      if let pacer { try? await pacer.clock.sleep(until: pacer.instant(of: due)) }
      scheduler.advance(to: due)
    }
  }

  /// Runs `engine` in real time in its caller's isolation until the calling task is
  /// cancelled: scheduled work runs as the wall clock reaches it and outcomes of work run
  /// elsewhere are applied as they arrive, while the caller sets values between.
  static func run(_ engine: FormEngine, isolation: isolated (any Actor)? = #isolation) async {
    let work = engine.externalWork
    let inbox = work.inbox
    let scheduler = engine.scheduler
    let pacer = RealTimePacer(virtualNow: scheduler.now)
    work.offloadsStoreWork = true
    scheduler.willSchedule = { [unowned scheduler] in
      scheduler.catchUp(to: pacer.elapsed)
      inbox.wake()
    }
    defer {
      work.offloadsStoreWork = false
      scheduler.willSchedule = nil
    }
    while !Task.isCancelled {
      work.deliver()
      scheduler.advance(to: pacer.elapsed)
      let deadline = scheduler.nextDueTime.map(pacer.instant(of:))
      await withTaskCancellationHandler {
        await inbox.waitForDelivery(until: deadline)
      } onCancel: {
        inbox.wake()
      }
    }
  }
}
