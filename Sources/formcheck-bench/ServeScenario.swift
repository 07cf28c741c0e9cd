import FormRules
import Foundation

/// Scenario `serve`: `formcheck serve`'s validate route under load, next to the same
/// validation written as a FastAPI + pydantic service (`bench/peers/fastapi_register.py`,
/// uvicorn, one worker) on the same machine in the same run. Both serve the register
/// rules of the batch peers (`bench/peers-register.yaml`, 10,000 taken names); `wrk`
/// POSTs N generated records in turn from ``connections`` connections for ``seconds``
/// seconds a round, the two servers taking turns, after a cross-check that both answer
/// the same records alike. The figures: requests/s and the p50/p99 latency, medians over
/// the rounds, and the memory an idle page session costs `formcheck serve`.
struct ServeScenario {
  /// Records in the load file.
  let size: Int
  /// Timed rounds per server, after a warm-up.
  let runs: Int

  /// Connections `wrk` keeps open: the fixed concurrency.
  static let connections = 32
  /// `wrk`'s threads (one per core here).
  static let threads = 2
  /// Seconds per timed round.
  static let seconds = 10
  /// Records cross-checked before the load.
  static let crossChecked = 300
  /// Page sessions opened to measure an idle session's memory.
  static let idleSessions = 500

  /// Measures; fails when a server, `wrk` or the cross-check misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    guard WrkRound.isAvailable() else {
      progress("serve: skipped: wrk, the load generator, is not on the PATH (apt-get install wrk)")
      return []
    }
    let imports = try ChildProcess.run(
      paths.python, ["-c", "import fastapi, uvicorn, pydantic, orjson"], output: "/dev/null",
      errors: "/dev/null")
    guard imports.status == 0 else {
      progress(
        "serve: skipped: the peer needs fastapi and uvicorn (pip install fastapi \"uvicorn[standard]\")")
      return []
    }
    let formcheck = try paths.requireFormcheck()
    let records = try PeerRecords.register.prepare(size: size, paths: paths, work: work)
    let ours = try ServerUnderLoad(
      name: "formcheck-serve", program: formcheck,
      arguments: [
        "serve", records.spec, "--port", "{port}", "--quiet", "--rate", "0", "--data-dir",
        work.file("serve-data"),
      ], work: work)
    defer { ours.stop() }
    let peer = try ServerUnderLoad(
      name: "fastapi", program: paths.python,
      arguments: [paths.peers + "/fastapi_register.py", records.file("taken_usernames.txt"), "{port}"],
      work: work)
    defer { peer.stop() }
    let ourURL = ours.base + "/api/forms/peers-register/validate"
    let peerURL = peer.base + "/api/forms/register/validate"
    let sample = try TextLines.first(Self.crossChecked, ofFile: records.records)
    let differing = try ServeCrossCheck.differences(records: sample, ours: ourURL, peer: peerURL)
    func round(_ url: String, seconds: Int) throws -> WrkRound {
      try WrkRound.run(
        url: url, records: records.records, connections: Self.connections, threads: Self.threads,
        seconds: seconds, paths: paths, work: work)
    }
    _ = try round(ourURL, seconds: 2)
    _ = try round(peerURL, seconds: 2)
    var ourRounds: [WrkRound] = []
    var peerRounds: [WrkRound] = []
    for _ in 0..<runs {
      ourRounds.append(try round(ourURL, seconds: Self.seconds))
      peerRounds.append(try round(peerURL, seconds: Self.seconds))
    }
    let session = try idleSessionKiB(ours, page: ours.base + "/forms/peers-register")
    return Self.metrics(ours: ourRounds, peer: peerRounds, differing: differing, sessionKiB: session)
      + [
        Metric(
          "serve", "server RSS after the rounds", Double(try ours.residentKiB()) / 1024, unit: "MiB",
          decimals: 1,
          comparisons: [Comparison(label: "FastAPI, same run", value: Double(try peer.residentKiB()) / 1024)])
      ]
  }

  /// The memory one idle page session costs: the server's resident size before and after
  /// opening ``idleSessions`` sessions (each a GET of the form's page without a cookie),
  /// divided by their number, in KiB.
  private func idleSessionKiB(_ server: ServerUnderLoad, page: String) throws -> Double {
    let client = BenchHTTP()
    guard client.send("GET", page)?.status == 200 else {
      throw BenchError("the form's page did not answer 200")
    }
    let before = try server.residentKiB()
    for _ in 0..<Self.idleSessions {
      guard client.send("GET", page)?.status == 200 else {
        throw BenchError("the form's page did not answer 200")
      }
    }
    return Double(try server.residentKiB() - before) / Double(Self.idleSessions)
  }

  /// The figures: medians over the rounds, each against FastAPI's in the same rounds.
  private static func metrics(ours: [WrkRound], peer: [WrkRound], differing: Int, sessionKiB: Double)
    -> [Metric]
  {
    let label = "FastAPI + pydantic, same run"
    func median(_ rounds: [WrkRound], _ figure: (WrkRound) -> Double) -> Double {
      Statistics(samples: rounds.map(figure)).median
    }
    return [
      Metric(
        "serve", "validate requests/s (\(connections) connections)", Statistics(samples: ours.map(\.rate)),
        unit: "requests/s", direction: .higher,
        comparisons: [Comparison(label: label, value: median(peer, \.rate))]),
      Metric(
        "serve", "validate latency p50", Statistics(samples: ours.map { Double($0.p50Micros) }), unit: "µs",
        direction: .lower,
        comparisons: [Comparison(label: label, value: median(peer) { Double($0.p50Micros) })]),
      Metric(
        "serve", "validate latency p99", Statistics(samples: ours.map { Double($0.p99Micros) }), unit: "µs",
        direction: .lower,
        comparisons: [Comparison(label: label, value: median(peer) { Double($0.p99Micros) })]),
      Metric("serve", "answers differing from the peer's", Double(differing), unit: "count"),
      Metric("serve", "memory per idle page session", sessionKiB, unit: "KiB", decimals: 1),
    ]
  }
}
