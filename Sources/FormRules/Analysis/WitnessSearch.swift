/// Looks for a witness — a value for every field that makes a target enabled — by trying
/// combinations of each field's candidates (see ``CandidateGenerator``) in a session of
/// the real runtime with private in-memory stores: all values set in one transaction,
/// then the session settled on its virtual clock.
///
/// Only the fields the target's condition reads (and the fields those depend on through
/// `enabled_when` and `equals`) are varied; the others stay empty. A witness in which
/// every field given a value is also enabled (so a person could type it) is preferred;
/// one that fills a disabled field is returned only when no other is found.
final class WitnessSearch {
  /// The most combinations tried per target.
  static let attemptLimit = 3000
  /// The most field values set, over every combination tried and every witness verified
  /// for all the targets of one form together (each sets every field of the form), so
  /// that a spec with thousands of fields and targets cannot keep `check` busy for hours.
  static let workLimit = 5_000_000

  /// Field values the search may still set: ``workLimit`` to begin with.
  var workLeft = WitnessSearch.workLimit
  /// Whether the search has spent what it may on this form: it tries nothing more.
  var isSpent: Bool { workLeft < form.fields.count }

  /// The form searched.
  let form: CompiledForm
  /// The work budget of the search's sessions for hashing secrets (the search sets
  /// values and never taps, so it hashes nothing; the budget bounds it all the same).
  private let budget = HashBudget()
  /// The environment of the search's sessions: in memory, cheap hashing, its `today`.
  private let environment: FormEnvironment
  /// The session combinations are tried in.
  private let engine: FormEngine
  /// Per field: its candidates.
  private let candidates: [[FieldCandidate]]

  /// A search over `form` whose sessions read `today` (nil: the local date); throws when a
  /// session cannot be started.
  init(form: CompiledForm, today: CalendarDate? = nil) throws(StoreError) {
    self.form = form
    let today = today ?? CalendarDate.localToday()
    var environment = FormEnvironment.checking(budget: budget)
    environment.today = today
    self.environment = environment
    self.engine = try FormEngine(form: form, environment: environment)
    var generator = CandidateGenerator(
      fields: form.fields, evaluator: StaticRuleEvaluator(form: form),
      compared: ComparedValues(form: form, today: today), today: today)
    candidates = form.fields.indices.map { generator.candidates(forField: $0) }
  }

  /// Values (one per field, in spec order) that enable `target`, or nil when none of the
  /// combinations tried does.
  func witness(for target: ReachabilityTarget) -> [String]? {
    let varied = Self.relevantFields(for: target, in: form)
    let choices = varied.map { candidates[$0] }
    var fallback: [String]?
    var counters = Array(repeating: 0, count: varied.count)
    for _ in 0..<Self.attemptLimit where !isSpent {
      workLeft -= form.fields.count
      var assignment = [FieldCandidate](repeating: .text(""), count: form.fields.count)
      for (position, field) in varied.enumerated() {
        assignment[field] = choices[position][counters[position]]
      }
      let values = resolve(assignment)
      apply(values)
      if isEnabled(target) {
        if everyFilledFieldIsEnabled(values) { return values }
        fallback = fallback ?? values
      }
      guard advance(&counters, limits: choices.map(\.count)) else { break }
    }
    return fallback
  }

  /// Whether `values` enable `target` in a fresh session (one transaction, settled).
  func verify(_ values: [String], enable target: ReachabilityTarget) -> Bool {
    workLeft -= min(workLeft, form.fields.count)
    guard let fresh = try? FormEngine(form: form, environment: environment)
    else { return false }
    fresh.set(Array(values.enumerated().map { ($0.offset, $0.element) }))
    fresh.settle()
    switch target {
    case .field(let index): return fresh.fieldState(index).enabled
    case .button(let index): return fresh.buttonState(index).enabled
    case .requirement(let index, let required): return fresh.isRequired(field: index) == required
    case .visibility(let index, let visible): return fresh.fieldNodes[index].isVisible == visible
    }
  }

  /// Sets `values` in the search session and settles it.
  private func apply(_ values: [String]) {
    engine.set(Array(values.enumerated().map { ($0.offset, $0.element) }))
    engine.settle()
  }

  private func isEnabled(_ target: ReachabilityTarget) -> Bool {
    switch target {
    case .field(let index): engine.fieldState(index).enabled
    case .button(let index): engine.buttonState(index).enabled
    case .requirement(let index, let required): engine.isRequired(field: index) == required
    case .visibility(let index, let visible): engine.fieldNodes[index].isVisible == visible
    }
  }

  private func everyFilledFieldIsEnabled(_ values: [String]) -> Bool {
    values.indices.allSatisfy { values[$0].isEmpty || engine.fieldState($0).enabled }
  }

  /// The texts of `assignment`, copies resolved (a chain of copies is followed a few steps).
  private func resolve(_ assignment: [FieldCandidate]) -> [String] {
    assignment.map { candidate in
      var current = candidate
      for _ in 0..<assignment.count {
        guard case .copy(let other) = current else { break }
        current = assignment[other]
      }
      if case .text(let text) = current { return text }
      return ""
    }
  }

  /// The fields whose values can matter to `target` in `form`, in spec order: those its
  /// condition reads (every field for a button without one), and transitively those
  /// their conditions (`enabled_when`, `required_when`) and `equals` rules read.
  static func relevantFields(for target: ReachabilityTarget, in form: CompiledForm) -> [Int] {
    let references: (Expression?) -> [Int] = { condition in
      condition?.references.compactMap { form.fieldIndex[$0.field] } ?? []
    }
    var pending: [Int]
    switch target {
    case .field(let index):
      pending = references(form.fields[index].enabledWhen)
    case .button(let index):
      let condition = form.buttons[index].enabledWhen
      pending = condition == nil ? Array(form.fields.indices) : references(condition)
    case .requirement(let index, _):
      pending = references(form.fields[index].requiredWhen)
    case .visibility(let index, _):
      pending = references(form.fields[index].visibleWhen)
    }
    var relevant = Set<Int>()
    while let field = pending.popLast() {
      guard relevant.insert(field).inserted else { continue }
      pending += references(form.fields[field].enabledWhen)
      pending += references(form.fields[field].requiredWhen)
      pending += references(form.fields[field].visibleWhen)
      for check in form.fields[field].checks { pending += check.dependencies }
    }
    return relevant.sorted()
  }

  /// Moves to the next combination, the first counter fastest; false after the last.
  private func advance(_ counters: inout [Int], limits: [Int]) -> Bool {
    for position in counters.indices {
      counters[position] += 1
      if counters[position] < limits[position] { return true }
      counters[position] = 0
    }
    return false
  }
}
