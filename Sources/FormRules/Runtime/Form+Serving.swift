extension Form {
  /// Runs the session in real time until the calling task is cancelled, as
  /// ``runInRealTime(isolation:)`` does, calling `afterEachStep` after each pass of its
  /// loop (work run, outcomes applied, or a wake-up): what a server pushing each new state
  /// to its clients listens to.
  package func runInRealTime(
    afterEachStep: @escaping () -> Void, isolation: isolated (any Actor)? = #isolation
  ) async {
    await RealTimePacer.run(engine, afterEachStep: afterEachStep)
  }

  /// Whether nothing is scheduled and no work running elsewhere waits to be applied: the
  /// state stands until the next input.
  package var isIdle: Bool {
    engine.scheduler.nextDueTime == nil && !engine.externalWork.hasPending
  }
}
