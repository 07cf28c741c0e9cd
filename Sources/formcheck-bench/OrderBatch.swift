import Foundation

/// The batch half of the order scenario: `formcheck batch --jobs 1` on the order form
/// (`bench/peers-order.yaml`) over `bench/peers/gen_order_records.py`'s records with 3 and
/// with 20 lines per record, whole process, each timed before and after its pydantic peer
/// (`bench/peers/peer_pydantic_order.py`), and the register form (the batch scenario's
/// spec and records) around its own (`peer_pydantic.py`), so that the order form's ratio
/// to pydantic and the register form's are taken in the same rounds. The register form
/// runs on ``registerScale`` times as many records, so that every ratio weighs the peers'
/// start-up alike. Every output line's validity is checked against the generator's
/// category, and every record's nested state against the peer's (`bench/compare_order.py`).
struct OrderBatch {
  /// Records of 3 lines per run; records of 20 lines: a third; register records:
  /// ``registerScale`` times as many.
  let size: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// How many register records per record of 3 lines: enough that the register form's
  /// pydantic peer runs about as long as the order peer does on either order workload
  /// (pydantic validates register records about 5.5 times as fast as 3-line orders, and
  /// 3-line orders about as fast per run as the third as many 20-line ones), so that the
  /// peers' start-up (Python importing pydantic and building the models: 0.3 to 0.4 s,
  /// measured on a one-record file, where `formcheck` takes 0.02 s) is the same share of
  /// every run. On as many records as the order form, it was about 15 % of the register
  /// peer's run and 3 % of the order peer's, which raised the register form's ratio by
  /// about 11 % against the order form's for no difference in throughput.
  static let registerScale = 5

  /// Categories of `gen_order_records.py` whose records are valid (T: valid, the button
  /// disabled by the total).
  private static let validCategories = "VT"

  /// One form's workload: FormRules and its peer on the same records.
  private struct Workload {
    /// Its name in the metrics (`3 lines`, `20 lines`, `register form`).
    let name: String
    /// Records per run.
    let size: Int
    /// The records and spec.
    let data: PeerRecords.Prepared
    /// The peer's script, and the arguments it takes before the output file.
    let peer: String
    let peerArguments: [String]

    /// Where FormRules writes its result lines.
    var output: String { data.file("formcheck-out.jsonl") }
    /// Where the peer writes its result lines.
    var peerOutput: String { data.file("pydantic-out.jsonl") }
  }

  /// What one workload's rounds measured.
  private struct Samples {
    var rates: [Double] = []
    var peerRates: [Double] = []
    /// Records per CPU second (``ChildProcess/Outcome/cpuSeconds``).
    var cpuRates: [Double] = []
    var peerCPURates: [Double] = []
    var peaks: [Double] = []
    var peerPeaks: [Double] = []
  }

  /// Measures; fails when the binary, a generator or a run misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    let formcheck = try paths.requireFormcheck()
    let orderPeer = paths.peers + "/peer_pydantic_order.py"
    let withPeer = try paths.canRunPydantic(peer: orderPeer)
    if !withPeer {
      progress(
        "order: '\(paths.python)' cannot import pydantic and orjson (or \(orderPeer) is missing): the pydantic peer is skipped; pass --python"
      )
    }
    let workloads = try self.workloads(paths: paths, work: work, orderPeer: orderPeer)
    defer {
      for workload in workloads {
        try? FileManager.default.removeItem(atPath: workload.output)
        try? FileManager.default.removeItem(atPath: workload.peerOutput)
      }
    }
    let samples = try measure(workloads, formcheck: formcheck, python: withPeer ? paths.python : nil)
    let registerRatio = Statistics(samples: zip(samples[0].rates, samples[0].peerRates).map { $0 / $1 })
    let registerCPURatio = Statistics(
      samples: zip(samples[0].cpuRates, samples[0].peerCPURates).map { $0 / $1 })
    var metrics = registerMetrics(workloads[0], samples[0], ratio: registerRatio, cpuRatio: registerCPURatio)
    for (workload, measured) in zip(workloads, samples).dropFirst() {
      let disagreements = try BatchOutputCheck.disagreements(
        output: workload.output, categories: workload.data.categories, valid: Self.validCategories)
      let differences =
        withPeer
        ? try PeerComparison.count(
          script: "bench/compare_order.py", marker: "records with a difference: ", peer: workload.peerOutput,
          ours: workload.output, paths: paths, report: workload.data.file("compare.txt"))
        : nil
      metrics += orderMetrics(
        workload, measured, registerRatios: (registerRatio.median, registerCPURatio.median),
        disagreements: disagreements, differences: differences)
    }
    return metrics
  }

  /// The register form's workload first, then the order form's with 3 and 20 lines.
  private func workloads(paths: BenchPaths, work: WorkDirectory, orderPeer: String) throws -> [Workload] {
    let registerSize = size * Self.registerScale
    let register = try PeerRecords.register.prepare(size: registerSize, paths: paths, work: work)
    var workloads = [
      Workload(
        name: "register form", size: registerSize, data: register, peer: paths.peers + "/peer_pydantic.py",
        peerArguments: [register.records, register.file("taken_usernames.txt")])
    ]
    for (lines, count) in [(3, size), (20, max(size / 3, 1))] {
      let data = try PeerRecords.order(lines: lines).prepare(size: count, paths: paths, work: work)
      workloads.append(
        Workload(
          name: "\(lines) lines", size: count, data: data, peer: orderPeer, peerArguments: [data.records]))
    }
    return workloads
  }

  /// Runs the rounds: in each, every workload's FormRules, then its peer, then FormRules
  /// again (when `python` can run the peer); the first round is a warm-up. FormRules'
  /// time in a round is the mean of its two runs, which bracket the peer's: this
  /// machine's speed drifts by up to twice within a minute, and a run of one or two
  /// seconds taken only before a peer's ten-second run caught a different machine from
  /// the peer's (same-run ratios of one workload spread by a third between invocations).
  private func measure(_ workloads: [Workload], formcheck: String, python: String?) throws -> [Samples] {
    var samples = Array(repeating: Samples(), count: workloads.count)
    for run in 0...runs {
      for (index, workload) in workloads.enumerated() {
        let ours = try runFormRules(workload, formcheck: formcheck)
        let theirs = try python.map { python throws(BenchError) in
          try ChildProcess.run(
            python, [workload.peer] + workload.peerArguments + [workload.peerOutput], output: "/dev/null")
        }
        if let theirs, theirs.status != 0 {
          throw BenchError("order: the pydantic peer (\(workload.name)) failed with status \(theirs.status)")
        }
        let after = theirs == nil ? nil : try runFormRules(workload, formcheck: formcheck)
        guard run > 0 else { continue }
        // FormRules' time: the mean of its runs around the peer's.
        let timed = [ours] + (after.map { [$0] } ?? [])
        func mean(_ time: (ChildProcess.Outcome) -> Double) -> Double {
          timed.map(time).reduce(0, +) / Double(timed.count)
        }
        samples[index].rates.append(Self.rate(workload.size, mean(\.seconds)))
        samples[index].cpuRates.append(Self.rate(workload.size, mean(\.cpuSeconds)))
        samples[index].peaks.append(Double(timed.map(\.peakRSSKiB).max() ?? 0) / 1024)
        if let theirs {
          samples[index].peerRates.append(Self.rate(workload.size, theirs.seconds))
          samples[index].peerCPURates.append(Self.rate(workload.size, theirs.cpuSeconds))
          samples[index].peerPeaks.append(Double(theirs.peakRSSKiB) / 1024)
        }
      }
    }
    return samples
  }

  /// Records per second of `seconds` (a run too short for the clock to see counts as a
  /// microsecond).
  private static func rate(_ records: Int, _ seconds: Double) -> Double {
    Double(records) / max(seconds, 1e-6)
  }

  /// One run of `formcheck batch --jobs 1` on `workload`, its output kept for the checks.
  private func runFormRules(_ workload: Workload, formcheck: String) throws(BenchError)
    -> ChildProcess.Outcome
  {
    let outcome = try ChildProcess.run(
      formcheck, ["batch", workload.data.spec, workload.data.records, "--jobs", "1"], output: workload.output)
    // formcheck batch exits 1 when some record is invalid: that is expected here.
    guard outcome.status <= 1 else {
      throw BenchError("order: formcheck batch (\(workload.name)) failed with status \(outcome.status)")
    }
    return outcome
  }

  /// The register form's figures, the reference of the order form's.
  private func registerMetrics(
    _ workload: Workload, _ samples: Samples, ratio: Statistics, cpuRatio: Statistics
  ) -> [Metric] {
    let label = "register form, --jobs 1, \(NumberText.grouped(workload.size)) records"
    var metrics = [
      Metric(
        "order", "records/s \(label), same runs", Statistics(samples: samples.rates), unit: "records/s",
        direction: .higher)
    ]
    if !samples.peerRates.isEmpty {
      metrics += [
        Metric(
          "order", "pydantic register peer records/s, same runs", Statistics(samples: samples.peerRates),
          unit: "records/s", direction: .exact),
        Metric(
          "order", "register form: FormRules / pydantic records/s, same runs", ratio, unit: "x", decimals: 2,
          direction: .higher),
        Metric(
          "order", "register form: FormRules / pydantic records per CPU second, same runs", cpuRatio,
          unit: "x", decimals: 2, direction: .higher),
      ]
    }
    return metrics
  }

  /// One order workload's figures.
  private func orderMetrics(
    _ workload: Workload, _ samples: Samples, registerRatios: (wall: Double, cpu: Double), disagreements: Int,
    differences: Int?
  ) -> [Metric] {
    let label = "\(workload.name), \(NumberText.grouped(workload.size)) records"
    let peerLabel = "pydantic order peer, same runs"
    func median(_ values: [Double]) -> Double { Statistics(samples: values).median }
    var metrics = [
      Metric(
        "order", "batch records/s --jobs 1, \(label)", Statistics(samples: samples.rates), unit: "records/s",
        direction: .higher,
        comparisons: samples.peerRates.isEmpty
          ? [] : [Comparison(label: peerLabel, value: median(samples.peerRates).rounded())]),
      Metric(
        "order", "batch peak RSS, \(label)", Statistics(samples: samples.peaks), unit: "MiB", decimals: 1,
        direction: .lower,
        comparisons: (samples.peerPeaks.isEmpty
          ? [] : [Comparison(label: peerLabel, value: median(samples.peerPeaks))]) + [PeerFigures.memoryGoal]),
      Metric(
        "order", "validity disagreements with categories, \(label)", Double(disagreements), unit: "count"),
    ]
    if let differences {
      metrics += [
        Metric(
          "order", "pydantic order peer records/s, \(label)", Statistics(samples: samples.peerRates),
          unit: "records/s", direction: .exact),
        Metric(
          "order", "FormRules / pydantic records/s, \(workload.name), same runs",
          Statistics(samples: zip(samples.rates, samples.peerRates).map { $0 / $1 }), unit: "x", decimals: 2,
          direction: .higher,
          comparisons: [
            Comparison(
              label: "register form: FormRules / pydantic, same runs (issue 12: at or above)",
              value: registerRatios.wall)
          ]),
        Metric(
          "order", "FormRules / pydantic records per CPU second, \(workload.name), same runs",
          Statistics(samples: zip(samples.cpuRates, samples.peerCPURates).map { $0 / $1 }), unit: "x",
          decimals: 2, direction: .higher,
          comparisons: [
            Comparison(label: "register form, per CPU second, same runs", value: registerRatios.cpu)
          ]),
        Metric(
          "order", "records whose nested state differs from the pydantic peer's, \(label)",
          Double(differences),
          unit: "count"),
      ]
    }
    return metrics
  }
}
