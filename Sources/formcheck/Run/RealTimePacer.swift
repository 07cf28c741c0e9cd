import FormRules
import Foundation

/// Settles a form in real time for the interactive prompt: scheduled work (debounce,
/// store latency, a button's action) falls due as the wall clock reaches it, so a 300 ms
/// debounce takes 300 ms. The CLI registers no async custom validators, so once nothing
/// is scheduled the form has settled.
enum RealTimePacer {
  /// Runs what is due now, then sleeps until each next due time and runs that, until
  /// nothing is scheduled.
  static func settle(_ form: Form) {
    form.runDue()
    let clock = ContinuousClock()
    let start = clock.now - form.now
    while let due = form.nextDueTime {
      let remaining = clock.now.duration(to: start + due)
      if remaining > .zero {
        let (seconds, attoseconds) = remaining.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
      form.advance(by: max(.zero, due - form.now))
    }
  }
}
