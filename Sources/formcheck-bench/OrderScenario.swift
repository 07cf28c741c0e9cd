/// Scenario `order`: the order form (`bench/peers-order.yaml`: a customer group, 1–20
/// repeated lines with a unique sku, an amount per line, a summed total). In process:
/// single-field edits by path inside a 20-line order (`lines[k].quantity` …), alternating
/// with the register graph's edits (the propagation scenario's) so that the two are timed
/// in the same runs; and the cost of adding and of removing an item of a 10-line order.
/// Then ``OrderBatch``: `formcheck batch --jobs 1` with 3 and 20 lines per record, beside
/// the pydantic peer, and the register form beside its own.
struct OrderScenario {
  /// Edits in the 20-line order (and in the register form) per run, records of 3 lines per
  /// batch run (20 lines: a third), and ten times the add/remove pairs per run.
  let size: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// Lines in the order that the edits change.
  private static let editedLines = 20
  /// Lines in the order that items are added to and removed from.
  private static let resizedLines = 10

  /// Measures; fails when the spec, the binary, a generator or a run misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    try propagation(paths: paths, work: work) + addRemove(paths: paths)
      + OrderBatch(size: size, runs: runs).run(paths: paths, work: work)
  }

  /// Edits inside a 20-line order against the register graph's, in the same runs.
  private func propagation(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    let order = try OrderForm(path: paths.file("bench/peers-order.yaml"))
    let edits = OrderEdit.generate(count: size, lines: Self.editedLines)
    let taken = TakenNames.generate()
    let register = try RegisterForm.compile(taken: taken, in: work)
    let registerEdits = RegisterEdit.generate(count: size, taken: taken)
    var rates: [Double] = []
    var registerRates: [Double] = []
    for run in 0...runs {
      let seconds = try order.timeEdits(edits, lines: Self.editedLines)
      let registerSeconds = try PropagationScenario.timeEngine(register, registerEdits)
      guard run > 0 else { continue }
      rates.append(Double(size) / seconds)
      registerRates.append(Double(size) / registerSeconds)
    }
    let label = "\(Self.editedLines)-line order"
    let registerRate = Statistics(samples: registerRates).median
    let sameRuns = Comparison(label: "register form, same runs", value: registerRate.rounded())
    return [
      Metric(
        "order", "events/s, edits by path in a \(label)", Statistics(samples: rates), unit: "events/s",
        direction: .higher, comparisons: [sameRuns]),
      Metric(
        "order", "time per event, \(label)", Statistics(samples: rates.map { 1e9 / $0 }), unit: "ns",
        decimals: 1, direction: .lower,
        comparisons: [Comparison(label: "register form, same runs", value: 1e9 / registerRate)]),
      Metric(
        "order", "register form events/s, same runs", Statistics(samples: registerRates), unit: "events/s",
        direction: .exact),
    ]
  }

  /// The cost of adding an item to a 10-line order and of removing one.
  private func addRemove(paths: BenchPaths) throws -> [Metric] {
    let order = try OrderForm(path: paths.file("bench/peers-order.yaml"))
    let pairs = max(size / 10, 1)
    var adds: [Double] = []
    var removes: [Double] = []
    for run in 0...runs {
      let seconds = try order.timeAddRemove(pairs: pairs, lines: Self.resizedLines)
      guard run > 0 else { continue }
      adds.append(seconds.add / Double(pairs) * 1e6)
      removes.append(seconds.remove / Double(pairs) * 1e6)
    }
    let (small, large) = (Self.resizedLines, Self.resizedLines + 1)
    return [
      Metric(
        "order", "add an item (\(small) lines → \(large)), µs", Statistics(samples: adds), unit: "µs",
        decimals: 2, direction: .lower),
      Metric(
        "order", "remove an item (\(large) lines → \(small)), µs", Statistics(samples: removes), unit: "µs",
        decimals: 2, direction: .lower),
    ]
  }
}
