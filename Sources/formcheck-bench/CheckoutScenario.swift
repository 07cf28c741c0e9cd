import Foundation

/// Scenario `checkout`: `formcheck batch --jobs 1` on the checkout form
/// (`bench/peers-checkout.yaml`: typed values, a format, normalisation, a cross-field
/// `holds`) over `bench/peers/gen_checkout_records.py`'s records, whole process. In each
/// round it runs, in turn, FormRules on the checkout form, FormRules on the register form
/// (the batch scenario's spec and records, same size) and the pydantic checkout peer
/// (`bench/peers/peer_pydantic_checkout.py`, when the Python imports pydantic and orjson),
/// so that checkout against register and FormRules against pydantic are same-run ratios.
/// Every output line's validity is checked against the generator's category, and every
/// record's statuses against the peer's (`bench/compare_statuses.py`).
struct CheckoutScenario {
  /// Records per run.
  let size: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// What one round runs, in turn.
  private enum Tool: CaseIterable {
    case checkout, register, pydantic

    /// The file its result lines go to, in the checkout records' directory.
    var output: String {
      switch self {
      case .checkout: "formcheck-out.jsonl"
      case .register: "register-out.jsonl"
      case .pydantic: "pydantic-out.jsonl"
      }
    }
  }

  /// The files one round works on.
  private struct Inputs {
    let formcheck: String
    let python: String
    let peer: String
    let checkout: PeerRecords.Prepared
    let register: PeerRecords.Prepared

    /// Where `tool` writes its result lines.
    func output(of tool: Tool) -> String { checkout.file(tool.output) }

    /// Runs `tool` once.
    func run(_ tool: Tool) throws -> ChildProcess.Outcome {
      let outcome =
        switch tool {
        case .checkout:
          try ChildProcess.run(
            formcheck, ["batch", checkout.spec, checkout.records, "--jobs", "1"], output: output(of: tool))
        case .register:
          try ChildProcess.run(
            formcheck, ["batch", register.spec, register.records, "--jobs", "1"], output: output(of: tool))
        case .pydantic:
          try ChildProcess.run(python, [peer, checkout.records, output(of: tool)], output: "/dev/null")
        }
      // formcheck batch exits 1 when some record is invalid: that is expected here.
      guard outcome.status == 0 || (outcome.status == 1 && tool != .pydantic) else {
        throw BenchError("checkout: \(tool) failed with status \(outcome.status)")
      }
      return outcome
    }
  }

  /// Measures; fails when the binary, a generator or a run misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    let inputs = Inputs(
      formcheck: try paths.requireFormcheck(), python: paths.python,
      peer: paths.peers + "/peer_pydantic_checkout.py",
      checkout: try PeerRecords.checkout.prepare(size: size, paths: paths, work: work),
      register: try PeerRecords.register.prepare(size: size, paths: paths, work: work))
    let withPeer = try paths.canRunPydantic(peer: inputs.peer)
    if !withPeer {
      progress(
        "checkout: '\(paths.python)' cannot import pydantic and orjson (or \(inputs.peer) is missing): the pydantic peer is skipped; pass --python"
      )
    }
    let tools = withPeer ? Tool.allCases : [.checkout, .register]
    defer { for tool in tools { try? FileManager.default.removeItem(atPath: inputs.output(of: tool)) } }
    var rates: [Tool: [Double]] = [:]
    var peaks: [Tool: [Double]] = [:]
    for run in 0...runs {
      for tool in tools {
        let outcome = try inputs.run(tool)
        guard run > 0 else { continue }
        rates[tool, default: []].append(Double(size) / outcome.seconds)
        peaks[tool, default: []].append(Double(outcome.peakRSSKiB) / 1024)
      }
    }
    let disagreements = try BatchOutputCheck.disagreements(
      output: inputs.output(of: .checkout), categories: inputs.checkout.categories)
    let differences =
      withPeer
      ? try PeerComparison.count(
        script: "bench/compare_statuses.py", marker: "status differences: ",
        peer: inputs.output(of: .pydantic),
        ours: inputs.output(of: .checkout), paths: paths, report: inputs.checkout.file("compare.txt"))
      : nil
    return metrics(rates: rates, peaks: peaks, disagreements: disagreements, statusDifferences: differences)
  }

  /// The scenario's figures from what the rounds measured.
  private func metrics(
    rates: [Tool: [Double]], peaks: [Tool: [Double]], disagreements: Int, statusDifferences: Int?
  ) -> [Metric] {
    let label = NumberText.grouped(size) + " records"
    let ours = rates[.checkout] ?? []
    let peer = rates[.pydantic] ?? []
    let sameRuns = "same runs"
    let peerLabel = "pydantic checkout peer, \(sameRuns)"
    func rate(_ samples: [Double]?) -> Double { Statistics(samples: samples ?? []).median.rounded() }
    var rateReferences = [
      Comparison(label: "register form, --jobs 1, \(sameRuns)", value: rate(rates[.register]))
    ]
    var memoryReferences = [PeerFigures.memoryGoal]
    if !peer.isEmpty {
      rateReferences.append(Comparison(label: peerLabel, value: rate(peer)))
      memoryReferences.insert(
        Comparison(label: peerLabel, value: Statistics(samples: peaks[.pydantic] ?? []).median), at: 0)
    }
    var metrics = [
      Metric(
        "checkout", "records/s --jobs 1, \(label)", Statistics(samples: ours), unit: "records/s",
        direction: .higher, comparisons: rateReferences),
      Metric(
        "checkout", "register form records/s --jobs 1, \(sameRuns), \(label)",
        Statistics(samples: rates[.register] ?? []), unit: "records/s", direction: .higher),
      Metric(
        "checkout", "checkout / register records/s, \(sameRuns)",
        Statistics(samples: zip(ours, rates[.register] ?? []).map { $0 / $1 }), unit: "x", decimals: 2,
        direction: .higher),
      Metric(
        "checkout", "peak RSS, \(label)", Statistics(samples: peaks[.checkout] ?? []), unit: "MiB",
        decimals: 1,
        direction: .lower, comparisons: memoryReferences),
      Metric(
        "checkout", "validity disagreements with categories, \(label)", Double(disagreements), unit: "count"),
    ]
    if !peer.isEmpty, let statusDifferences {
      metrics += [
        Metric(
          "checkout", "pydantic checkout peer records/s, \(label)", Statistics(samples: peer),
          unit: "records/s",
          direction: .exact),
        Metric(
          "checkout", "FormRules / pydantic records/s, \(sameRuns)",
          Statistics(samples: zip(ours, peer).map { $0 / $1 }), unit: "x", decimals: 2, direction: .higher),
        Metric(
          "checkout", "status differences from the pydantic peer, \(label)", Double(statusDifferences),
          unit: "count"),
      ]
    }
    return metrics
  }
}
