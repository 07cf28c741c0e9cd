import Glibc

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

  /// Settles `form` in real time on the calling thread, for the CLI's prompt: runs each
  /// scheduled piece of work as the wall clock reaches it and applies the outcomes of work
  /// running elsewhere (service requests) as they arrive, until nothing is left. `tick`, if
  /// given, is called about every ``tickInterval`` while anything is in flight or due
  /// later, for an activity indicator.
  package static func settle(_ form: Form, tick: (() -> Void)? = nil) {
    let work = form.engine.externalWork
    let scheduler = form.engine.scheduler
    scheduler.runDue()
    let pacer = RealTimePacer(virtualNow: scheduler.now)
    while true {
      work.deliver()
      scheduler.runDue()
      let due = scheduler.nextDueTime
      guard work.hasPending || due != nil else { return }
      var wakeUp = due.map(pacer.instant(of:))
      if let tick {
        tick()
        let nextTick = pacer.clock.now + tickInterval
        wakeUp = wakeUp.map { min($0, nextTick) } ?? nextTick
      }
      if work.hasPending {
        work.inbox.waitBlocking(until: wakeUp)
      } else if let wakeUp {
        let remaining = pacer.clock.now.duration(to: wakeUp)
        if remaining > .zero {
          var interval = timespec(
            tv_sec: Int(remaining.components.seconds),
            tv_nsec: Int(remaining.components.attoseconds / 1_000_000_000))
          _ = nanosleep(&interval, nil)
        }
      }
      let reached = pacer.elapsed
      scheduler.advance(to: due.map { min($0, reached) } ?? reached)
    }
  }

  /// How often ``settle(_:tick:)`` ticks an activity indicator.
  package static let tickInterval = Duration.milliseconds(100)

  /// Settles `form` on the calling thread on its virtual clock, for scripts and batch: like
  /// ``Form/settle()``, and besides waits (blocking) for work running elsewhere (service
  /// requests, async validators) and applies its outcomes, the virtual clock standing still
  /// meanwhile so that outcomes land where they would have in place. With `advancing`
  /// false the clock does not move at all: only what is due now runs, once requests in
  /// flight have finished — what a script's `show` and `tap` need.
  package static func settleVirtually(_ form: Form, advancing: Bool = true) {
    let work = form.engine.externalWork
    let scheduler = form.engine.scheduler
    // As many instants as ``VirtualScheduler/runUntilIdle(limit:)`` runs through at most.
    for _ in 0..<1_000_000 {
      work.deliver()
      scheduler.runDue()
      if work.hasPending {
        work.inbox.waitBlocking()
        continue
      }
      guard advancing, let due = scheduler.nextDueTime else { return }
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
  /// `afterEachStep`, if given, is called after each pass that ran or applied something
  /// (and after wake-ups that did not), for a caller that shows each new state.
  static func run(
    _ engine: FormEngine, afterEachStep: (() -> Void)? = nil, isolation: isolated (any Actor)? = #isolation
  ) async {
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
      afterEachStep?()
      let deadline = scheduler.nextDueTime.map(pacer.instant(of:))
      await withTaskCancellationHandler {
        await inbox.waitForDelivery(until: deadline)
      } onCancel: {
        inbox.wake()
      }
    }
  }
}
