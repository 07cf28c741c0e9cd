import FormRules

/// Scenario `graph`: building a session of the register form — `Form(spec:environment:)`
/// with in-memory storage, `observe`, cancel, release — as the RxSwift anchor measures
/// graph build + subscribe + dispose. Also the bare `Form(spec:environment:)`, and the
/// repository's `forms/register.yaml` (which opens an in-memory SQLite table store).
struct GraphBuildScenario {
  /// Forms per timed run.
  let iterations: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// Measures.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    let register = try RegisterForm.compile(taken: TakenNames.generate(), in: work)
    let withTable = try FormSpec(contentsOfFile: paths.file("forms/register.yaml"))
    return [
      Metric(
        "graph", "build + observe + dispose, µs per form", try measure(register, observed: true),
        unit: "µs", decimals: 2, direction: .lower,
        comparisons: [PeerFigures.rxSwiftGraphBuild, PeerFigures.graphBuildGoal]),
      Metric(
        "graph", "build only, µs per form", try measure(register, observed: false), unit: "µs", decimals: 2,
        direction: .lower, comparisons: [PeerFigures.rxSwiftGraphBuild]),
      Metric(
        "graph", "forms/register.yaml (SQLite :memory:), µs per form", try measure(withTable, observed: true),
        unit: "µs", decimals: 2, direction: .lower),
    ]
  }

  /// µs per form over `runs` timed runs.
  private func measure(_ spec: FormSpec, observed: Bool) throws -> Statistics {
    _ = try timeBuilds(spec, observed: observed)
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(try timeBuilds(spec, observed: observed) / Double(iterations) * 1e6) }
    return Statistics(samples: samples)
  }

  /// Seconds for `iterations` sessions.
  private func timeBuilds(_ spec: FormSpec, observed: Bool) throws -> Double {
    let environment = FormEnvironment(storage: .inMemory)
    var changes = 0
    let seconds = try Stopwatch.seconds {
      for _ in 0..<iterations {
        let form = try Form(spec: spec, environment: environment)
        if observed {
          let observation = form.observe { _ in changes &+= 1 }
          observation.cancel()
        }
      }
    }
    guard changes == 0 else { throw BenchError("an observer of an untouched form was called") }
    return seconds
  }
}
