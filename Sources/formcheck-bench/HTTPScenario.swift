import FormRules

/// Scenario `http`: N sequential GETs of a fast endpoint of the project's test server
/// (`scripts/service-test-server.py`, `/status/200`) through ``HTTPServiceTransport``, and
/// in the same rounds through a bare `curl` process fetching the same URL N times over one
/// kept-alive connection. The server logs its own time on each request, so each client's
/// figure is what it adds over the server's: requests/s, and the p50 and p99 of (client
/// time − server time) per request.
struct HTTPScenario {
  /// Requests per client per round.
  let requests: Int
  /// Timed rounds, after one warm-up.
  let runs: Int

  /// The endpoint both clients fetch.
  static let path = "/status/200"

  /// Measures; fails when the server, curl or a request misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    guard CurlLoop.isAvailable() else {
      progress("http: skipped: curl, the peer, is not on the PATH")
      return []
    }
    let server = try ServiceServer(paths: paths)
    defer { server.stop() }
    let transport = HTTPServiceTransport(pool: HTTPConnectionPool())
    let report = work.path + "/curl-times.txt"
    _ = try transportRound(transport, server: server, count: min(requests, 500))
    _ = try curlRound(server: server, count: min(requests, 500), report: report)
    var ours: [ClientRound] = []
    var curl: [ClientRound] = []
    for _ in 0..<runs {
      ours.append(try transportRound(transport, server: server, count: requests))
      curl.append(try curlRound(server: server, count: requests, report: report))
    }
    return Self.metrics(ours: ours, curl: curl)
  }

  /// The figures: ours against curl's, medians over the rounds.
  static func metrics(ours: [ClientRound], curl: [ClientRound]) -> [Metric] {
    let peer = "bare curl, same run"
    let median = ClientRound.median
    return [
      Metric(
        "http", "requests/s", Statistics(samples: ours.map(\.rate)), unit: "requests/s", direction: .higher,
        comparisons: [Comparison(label: peer, value: median(curl, \.rate))]),
      Metric(
        "http", "added latency p50", Statistics(samples: ours.map { $0.added.percentile(0.5) * 1e6 }),
        unit: "µs",
        direction: .lower,
        comparisons: [Comparison(label: peer, value: median(curl) { $0.added.percentile(0.5) * 1e6 })]),
      Metric(
        "http", "added latency p99", Statistics(samples: ours.map { $0.added.percentile(0.99) * 1e6 }),
        unit: "µs",
        direction: .lower,
        comparisons: [Comparison(label: peer, value: median(curl) { $0.added.percentile(0.99) * 1e6 })]),
      Metric("http", "server's own p50", median(ours) { $0.server.percentile(0.5) * 1e6 }, unit: "µs"),
      Metric("http", "connections per round", median(ours) { Double($0.connections) }, unit: "count"),
    ]
  }

  /// `count` GETs through `transport`, one after the other.
  private func transportRound(_ transport: HTTPServiceTransport, server: ServiceServer, count: Int) throws
    -> ClientRound
  {
    try ClientRound.transport(
      transport, server: server, path: Self.path, status: 200, count: count, scenario: "http")
  }

  /// `count` GETs by one bare curl process.
  private func curlRound(server: ServiceServer, count: Int, report: String) throws -> ClientRound {
    try ClientRound.curl(server: server, path: Self.path, count: count, report: report, scenario: "http")
  }
}
