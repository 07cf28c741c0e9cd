import FormRules

/// What one untimed pass over the edits found when every event's observer callbacks and
/// settled state are compared with ``RegisterModel``.
///
/// How the four outputs the RxSwift anchor counts (three field results and the button's
/// enabled flag) are read from ``FormChange``: `Form.observe` calls back once per changed
/// field or button per transaction, after the transaction settles — a field whose result
/// and enabled flag both changed is one `.field(state)`. So a field callback counts as a
/// result emission when its result differs from the previous event's settled one; every
/// `.button` callback is the button's enabled flag (no button is tapped, so executing and
/// result never change). A callback beyond what the settled changes explain (more than one
/// per field or button and event, or one for an unchanged output) is counted as redundant,
/// a settled change no callback reported as missed.
struct PropagationCheck {
  /// Events applied.
  var events = 0
  /// Every observer callback.
  var callbacks = 0
  /// Emissions of the four anchor outputs.
  var emissions = 0
  /// Emissions of the four outputs by the edited field (username, password, repeat).
  var emissionsByField = [0, 0, 0]
  /// Events by edited field.
  var eventsByField = [0, 0, 0]
  /// Emissions of the button's enabled flag.
  var buttonEmissions = 0
  /// Outputs whose settled value changed (the least a correct engine must emit).
  var settledChanges = 0
  /// What the imperative anchor would count (every recomputed result, button changes).
  var anchorStyleEmissions = 0
  /// Callbacks carrying a value that differs from the event's settled value.
  var glitches = 0
  /// Callbacks no settled change explains.
  var redundant = 0
  /// Settled changes no callback reported.
  var missed = 0
  /// Events after which the form's snapshot differed from the model (or work was pending).
  var mismatches = 0

  /// Applies every edit to a fresh form and to the model, comparing them event by event.
  static func run(spec: FormSpec, edits: [RegisterEdit], taken: Set<String>) throws -> PropagationCheck {
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    let log = ChangeLog()
    let observation = form.observe { log.changes.append($0) }
    defer { observation.cancel() }
    let fieldIndex = Dictionary(uniqueKeysWithValues: RegisterEdit.fieldNames.enumerated().map { ($1, $0) })
    var model = RegisterModel(taken: taken)
    var previous = Settled(model)
    var check = PropagationCheck()
    for edit in edits {
      check.anchorStyleEmissions += model.apply(edit)
      try form.set(RegisterEdit.fieldNames[edit.field], to: edit.value)
      let settled = Settled(model)
      if !settled.matches(form.snapshot) || form.nextDueTime != nil { check.mismatches += 1 }
      var fieldCallbacks = [0, 0, 0]
      var resultEmissions = [0, 0, 0]
      var buttonCallbacks = 0
      for change in log.changes {
        switch change {
        case .field(let state):
          guard let index = fieldIndex[state.name] else {
            throw BenchError("callback for unknown field '\(state.name)'")
          }
          fieldCallbacks[index] += 1
          if state.result != previous.results[index] { resultEmissions[index] += 1 }
          if state.result != settled.results[index] || state.enabled != settled.enabled[index] {
            check.glitches += 1
          }
        case .button(let state):
          buttonCallbacks += 1
          if state.enabled != settled.button { check.glitches += 1 }
        }
      }
      check.callbacks += log.changes.count
      log.changes.removeAll(keepingCapacity: true)
      var emitted = 0
      for index in 0..<3 {
        let resultChanged = settled.results[index] != previous.results[index]
        let enabledChanged = settled.enabled[index] != previous.enabled[index]
        emitted += resultEmissions[index]
        check.record(callbacks: fieldCallbacks[index], expected: resultChanged || enabledChanged ? 1 : 0)
        if resultChanged { check.settledChanges += 1 }
      }
      let buttonChanged = settled.button != previous.button
      emitted += buttonCallbacks
      check.buttonEmissions += buttonCallbacks
      check.record(callbacks: buttonCallbacks, expected: buttonChanged ? 1 : 0)
      if buttonChanged { check.settledChanges += 1 }
      check.emissions += emitted
      check.emissionsByField[edit.field] += emitted
      check.eventsByField[edit.field] += 1
      check.events += 1
      previous = settled
    }
    return check
  }

  /// Counts the difference between the callbacks an output node made and those expected.
  private mutating func record(callbacks: Int, expected: Int) {
    redundant += max(0, callbacks - expected)
    missed += max(0, expected - callbacks)
  }
}

/// Collects the changes one event reports.
private final class ChangeLog {
  var changes: [FormChange] = []
}

/// The settled outputs of the register form after an event, as the model computes them.
private struct Settled {
  let results: [FieldResult]
  let enabled: [Bool]
  let button: Bool

  /// The model's outputs now.
  init(_ model: RegisterModel) {
    results = model.results
    enabled = (0..<3).map(model.isEnabled)
    button = model.buttonEnabled
  }

  /// Whether the form's snapshot shows exactly these outputs.
  func matches(_ snapshot: FormSnapshot) -> Bool {
    guard snapshot.fields.count == 3, snapshot.buttons.count == 1 else { return false }
    for index in 0..<3
    where snapshot.fields[index].result != results[index] || snapshot.fields[index].enabled != enabled[index]
    {
      return false
    }
    return snapshot.buttons[0].enabled == button && !snapshot.buttons[0].executing
  }
}
