import Synchronization

/// A bound on the scrypt work one job may do, counted in ``PasswordHasher/Parameters/work``
/// units, and a record of the work done: `formcheck check` gives each spec one, so that
/// an untrusted spec whose examples tap and hash again and again stops with a diagnostic
/// instead of running for an hour. Shared by the sessions of one spec.
package final class HashBudget: Sendable {
  /// The units one spec's checking may spend: 4 verifications at the OWASP parameters
  /// (about a second here), i.e. 20,480 hashes at the cheap checking parameters.
  package static let perSpec = 4 * PasswordHasher.Parameters.owasp.work

  /// The most units that may be spent.
  package let limit: Int
  private let state = Mutex(Spending())

  /// What was spent so far.
  private struct Spending {
    var units = 0
    var derivations = 0
    var isExhausted = false
  }

  /// A budget of `limit` units.
  package init(limit: Int = perSpec) {
    self.limit = limit
  }

  /// Spends `units` for one derivation; false, spending nothing, when that would go over
  /// the limit (and from then on the budget counts as exhausted).
  func spend(_ units: Int) -> Bool {
    state.withLock { spending in
      guard !spending.isExhausted, units <= limit - spending.units else {
        spending.isExhausted = true
        return false
      }
      spending.units += units
      spending.derivations += 1
      return true
    }
  }

  /// The units spent so far.
  package var spentUnits: Int { state.withLock { $0.units } }

  /// The number of scrypt derivations done so far.
  package var derivations: Int { state.withLock { $0.derivations } }

  /// Whether a derivation was refused for lack of budget.
  package var isExhausted: Bool { state.withLock { $0.isExhausted } }
}
