import FormRules

/// Scenario `services`: a lookup-heavy form against the project's test server
/// (`scripts/service-test-server.py`), in one run against one server. Each round: N edits
/// of ``LookupSpec``'s form through the library (each a lookup, `GET /users/{name}`,
/// through ``HTTPServiceTransport``, settled before the next edit); a bare `curl` process
/// fetching the same endpoint N times over one kept-alive connection, and the client alone
/// (``HTTPServiceTransport/send(_:)`` in a loop) doing the same; and `formcheck batch`
/// over N records of the form with `--jobs` 1, 4 and 16. The figures: lookups/s and the
/// p50/p99 of each edit's time over the server's own, next to the client's alone and curl's
/// (so that what the form adds and what the client adds are apart); batch records/s
/// (output order and every status checked, one lookup per record seen by the server) and
/// the connections that carried them. Medians over the rounds.
struct ServicesScenario {
  /// Edits, curl requests and batch records per round.
  let size: Int
  /// Timed rounds, after one warm-up.
  let runs: Int

  /// The `--jobs` values batch runs with.
  static let jobCounts = [1, 4, 16]
  /// The endpoint the client alone and curl fetch: a lookup of a free name (404), as most
  /// edits make.
  private static let lookupPath = "/users/curl_free"

  /// What the timed rounds measured.
  private struct Rounds {
    var form: [ClientRound] = []
    var transport: [ClientRound] = []
    var curl: [ClientRound] = []
    /// Per `--jobs` value (in ``jobCounts`` order), one outcome per round.
    var batch: [[ServiceBatch.Outcome]] = Array(repeating: [], count: jobCounts.count)
  }

  /// Measures; fails when the server, curl, the binary or an outcome misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    guard CurlLoop.isAvailable() else {
      progress("services: skipped: curl, the peer, is not on the PATH")
      return []
    }
    let formcheck = try paths.requireFormcheck()
    let server = try ServiceServer(paths: paths)
    defer { server.stop() }
    let form = try LookupFormRound(server: server)
    let batch = try ServiceBatch(name: "lookup", size: size, server: server, work: work)
    let warmUp = try ServiceBatch(name: "lookup-warm-up", size: min(size, 200), server: server, work: work)
    defer {
      batch.remove()
      warmUp.remove()
    }
    let report = work.file("curl-times.txt")
    let transport = HTTPServiceTransport()
    _ = try form.run(server: server, count: min(size, 200), tag: "warm")
    _ = try ClientRound.transport(
      transport, server: server, path: Self.lookupPath, status: 404, count: min(size, 200),
      scenario: "services")
    _ = try ClientRound.curl(
      server: server, path: Self.lookupPath, count: min(size, 200), report: report, scenario: "services")
    _ = try warmUp.run(formcheck: formcheck, jobs: 1, server: server)
    var rounds = Rounds()
    for round in 0..<runs {
      rounds.form.append(try form.run(server: server, count: size, tag: "r\(round)"))
      rounds.transport.append(
        try ClientRound.transport(
          transport, server: server, path: Self.lookupPath, status: 404, count: size, scenario: "services"))
      rounds.curl.append(
        try ClientRound.curl(
          server: server, path: Self.lookupPath, count: size, report: report, scenario: "services"))
      for (index, jobs) in Self.jobCounts.enumerated() {
        rounds.batch[index].append(try batch.run(formcheck: formcheck, jobs: jobs, server: server))
      }
    }
    return metrics(rounds)
  }

  /// The figures: medians over the rounds, each against curl's in the same rounds.
  private func metrics(_ rounds: Rounds) -> [Metric] {
    let median = ClientRound.median
    func percentile(_ fraction: Double) -> (ClientRound) -> Double {
      { $0.added.percentile(fraction) * 1e6 }
    }
    /// The client alone's and curl's median of `figure`, as reference figures.
    func peers(_ figure: (ClientRound) -> Double) -> [Comparison] {
      [
        Comparison(
          label: "HTTPServiceTransport alone, same run", value: median(rounds.transport, figure).rounded()),
        Comparison(label: "bare curl, same run", value: median(rounds.curl, figure).rounded()),
      ]
    }
    /// Per round, `ours`'s p50 less curl's.
    func overCurl(_ ours: [ClientRound]) -> Statistics {
      Statistics(samples: zip(ours, rounds.curl).map { percentile(0.5)($0) - percentile(0.5)($1) })
    }
    let curlRate = peers(\.rate)[1]
    let label = NumberText.grouped(size)
    var metrics = [
      Metric(
        "services", "form lookups/s, \(label) edits", Statistics(samples: rounds.form.map(\.rate)),
        unit: "lookups/s", direction: .higher, comparisons: peers(\.rate)),
      Metric(
        "services", "form added latency per edit p50", Statistics(samples: rounds.form.map(percentile(0.5))),
        unit: "µs", direction: .lower, comparisons: peers(percentile(0.5))),
      Metric(
        "services", "form added latency per edit p99", Statistics(samples: rounds.form.map(percentile(0.99))),
        unit: "µs", direction: .lower, comparisons: peers(percentile(0.99))),
      Metric(
        "services", "form p50 over curl's, same rounds", overCurl(rounds.form), unit: "µs", direction: .lower),
      Metric(
        "services", "client alone p50 over curl's, same rounds", overCurl(rounds.transport), unit: "µs",
        direction: .lower),
      Metric(
        "services", "form server's own p50", median(rounds.form) { $0.server.percentile(0.5) * 1e6 },
        unit: "µs"),
      Metric(
        "services", "form connections per round", median(rounds.form) { Double($0.connections) },
        unit: "count"),
    ]
    let single = Statistics(samples: rounds.batch[0].map(\.rate))
    for (jobs, outcomes) in zip(Self.jobCounts, rounds.batch) {
      let rates = Statistics(samples: outcomes.map(\.rate))
      metrics += [
        Metric(
          "services", "batch records/s --jobs \(jobs), \(label) records", rates, unit: "records/s",
          direction: .higher, comparisons: [curlRate]),
        Metric(
          "services", "batch server's own p50 --jobs \(jobs)",
          Statistics(samples: outcomes.map { $0.server.percentile(0.5) * 1e6 }).median, unit: "µs"),
        Metric(
          "services", "batch connections --jobs \(jobs), most in a round",
          Double(outcomes.map(\.connections).max() ?? 0), unit: "count"),
      ]
      if jobs > 1 {
        metrics.append(
          Metric(
            "services", "batch speed-up --jobs \(jobs) over --jobs 1, same rounds",
            Statistics(samples: zip(rates.samples, single.samples).map { $0 / $1 }), unit: "x", decimals: 2,
            direction: .higher))
      }
    }
    return metrics
  }
}
