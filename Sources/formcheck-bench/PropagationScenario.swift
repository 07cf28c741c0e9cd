import FormRules

/// Scenario `propagation`: N single-field edits through the register graph, one
/// transaction each, with one observer on every output (as the RxSwift anchor subscribes
/// 4 observers). Timed side by side with the imperative floor on the same edits; checked
/// event by event (untimed) against the floor's settled states.
struct PropagationScenario {
  /// Edits per run.
  let events: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// Measures; fails when the cross-check finds a wrong settled state.
  func run(work: WorkDirectory) throws -> [Metric] {
    let taken = TakenNames.generate()
    let spec = try RegisterForm.compile(taken: taken, in: work)
    let edits = RegisterEdit.generate(count: events, taken: taken)
    let takenSet = Set(taken)
    let check = try PropagationCheck.run(spec: spec, edits: edits, taken: takenSet)

    _ = try Self.timeEngine(spec, edits)
    _ = try timeFloor(edits, taken: takenSet)
    var engineRates: [Double] = []
    var floorRates: [Double] = []
    for _ in 0..<runs {
      engineRates.append(Double(events) / (try Self.timeEngine(spec, edits)))
      floorRates.append(Double(events) / (try timeFloor(edits, taken: takenSet)))
    }
    let engine = Statistics(samples: engineRates)
    let floor = Statistics(samples: floorRates)
    let slowdown = Statistics(samples: zip(floorRates, engineRates).map { $0 / $1 })
    return timed(engine: engine, floor: floor, slowdown: slowdown) + counted(check)
  }

  /// The timed metrics: engine and floor rates and their same-run ratio.
  private func timed(engine: Statistics, floor: Statistics, slowdown: Statistics) -> [Metric] {
    let rxSlowdown = PeerFigures.imperativeEventsPerSecond.value / PeerFigures.rxSwiftEventsPerSecond.value
    return [
      Metric(
        "propagation", "events/s", engine, unit: "events/s", direction: .higher,
        comparisons: [PeerFigures.rxSwiftEventsPerSecond, PeerFigures.propagationGoal]),
      Metric(
        "propagation", "time per event", Statistics(samples: engine.samples.map { 1e9 / $0 }),
        unit: "ns", decimals: 1, direction: .lower,
        comparisons: [
          Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 1e9 / PeerFigures.rxSwiftEventsPerSecond.value)
        ]),
      Metric(
        "propagation", "imperative floor events/s, this machine", floor, unit: "events/s",
        direction: .higher, comparisons: [PeerFigures.imperativeEventsPerSecond]),
      Metric(
        "propagation", "floor speed / engine speed (same run)", slowdown, unit: "x", decimals: 2,
        direction: .lower,
        comparisons: [
          Comparison(label: "RxSwift: floor / RxSwift (RESULTS A)", value: rxSlowdown),
          Comparison(label: "goal (within 4x of the floor)", value: 4),
        ]),
    ]
  }

  /// The counted metrics of the untimed cross-check.
  private func counted(_ check: PropagationCheck) -> [Metric] {
    let events = Double(max(check.events, 1))
    func perEvent(_ field: Int) -> Double {
      Double(check.emissionsByField[field]) / Double(max(check.eventsByField[field], 1))
    }
    return [
      Metric(
        "propagation", "emissions per event (3 results + button)", Double(check.emissions) / events,
        unit: "/event", decimals: 3, direction: .lower,
        comparisons: [PeerFigures.imperativeEmissions, PeerFigures.rxSwiftEmissions]),
      Metric(
        "propagation", "  on username edits", perEvent(0), unit: "/event", decimals: 3, direction: .lower,
        comparisons: [Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 1.054)]),
      Metric(
        "propagation", "  on password edits", perEvent(1), unit: "/event", decimals: 3, direction: .lower,
        comparisons: [Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 2.088)]),
      Metric(
        "propagation", "  on repeat edits", perEvent(2), unit: "/event", decimals: 3, direction: .lower,
        comparisons: [Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 1.109)]),
      Metric(
        "propagation", "settled output changes per event", Double(check.settledChanges) / events,
        unit: "/event", decimals: 3),
      Metric(
        "propagation", "imperative-style emissions per event, this stream",
        Double(check.anchorStyleEmissions) / events, unit: "/event", decimals: 3,
        comparisons: [PeerFigures.imperativeEmissions]),
      Metric(
        "propagation", "observer callbacks per event (fields and button)", Double(check.callbacks) / events,
        unit: "/event", decimals: 3),
      Metric(
        "propagation", "button emissions", Double(check.buttonEmissions), unit: "count",
        comparisons: [Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 83_444)]),
      Metric(
        "propagation", "transient emissions (glitches)", Double(check.glitches), unit: "count",
        comparisons: [PeerFigures.rxSwiftGlitches]),
      Metric("propagation", "redundant emissions", Double(check.redundant), unit: "count"),
      Metric("propagation", "missed emissions", Double(check.missed), unit: "count"),
      Metric("propagation", "settled-state mismatches", Double(check.mismatches), unit: "count"),
      Metric("propagation", "events", Double(check.events), unit: "count"),
    ]
  }

  /// Seconds to apply every edit to a fresh, observed form.
  static func timeEngine(_ spec: FormSpec, _ edits: [RegisterEdit]) throws -> Double {
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    let counter = CallbackCounter()
    let observation = form.observe { _ in counter.count &+= 1 }
    defer { observation.cancel() }
    // Fields resolved once, as the RxSwift anchor holds its subjects.
    let fields = try RegisterEdit.fieldNames.map { name throws(FormError) in try form.field(name) }
    let seconds = try Stopwatch.seconds {
      for edit in edits { try form.set(fields[edit.field], to: edit.value) }
    }
    guard counter.count > 0 || edits.isEmpty else { throw BenchError("the observer saw no change") }
    return seconds
  }

  /// Seconds for the imperative floor to apply every edit.
  private func timeFloor(_ edits: [RegisterEdit], taken: Set<String>) throws(BenchError) -> Double {
    var model = RegisterModel(taken: taken)
    var emissions = 0
    let seconds = Stopwatch.seconds {
      for edit in edits { emissions &+= model.apply(edit) }
    }
    // Uses the loop's result, so that it is not optimised away: every edit emits.
    guard emissions >= edits.count else { throw BenchError("the imperative floor lost emissions") }
    return seconds
  }
}

/// Counts observer callbacks in a timed run.
final class CallbackCounter {
  var count = 0
}
