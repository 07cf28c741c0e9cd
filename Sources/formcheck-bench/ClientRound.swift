import FormRules

/// What one client did in one round of sequential requests to the test server: its rate,
/// and what it added per request over the server's own time (from the server's log).
struct ClientRound {
  /// Requests per second over the round.
  let rate: Double
  /// Each request's client time minus the server's own, in seconds.
  let added: Statistics
  /// The server's own time per request, in seconds.
  let server: Statistics
  /// How many connections the server saw.
  let connections: Int

  /// A round's figures from the client's `latencies` (one per request, in order) over
  /// `seconds`, and the server's log of the requests whose path `isMeasured` accepts.
  init(
    latencies: [Double], seconds: Double, server: ServiceServer, scenario: String,
    isMeasured: (String) -> Bool
  ) throws {
    let logged = try server.log().filter { isMeasured($0.path) }
    let own = logged.compactMap { $0.micros.map { Double($0) / 1e6 } }
    guard own.count == latencies.count else {
      throw BenchError("\(scenario): the server logged \(own.count) answers for \(latencies.count) requests")
    }
    rate = Double(latencies.count) / seconds
    added = Statistics(samples: zip(latencies, own).map { $0 - $1 })
    self.server = Statistics(samples: own)
    connections = Set(logged.map(\.connection)).count
  }

  /// `count` GETs of `path` through `transport`, one after the other, after a reset of the
  /// server's log; each must be answered with `status`.
  static func transport(
    _ transport: HTTPServiceTransport, server: ServiceServer, path: String, status: Int, count: Int,
    scenario: String
  ) throws -> ClientRound {
    try server.reset()
    let request = server.get(path)
    let (latencies, seconds) = AsyncBridge.wait { () async -> ([Double], Double) in
      var latencies: [Double] = []
      latencies.reserveCapacity(count)
      let start = Stopwatch.now()
      for _ in 0..<count {
        let sent = Stopwatch.now()
        guard case .success(let response) = await transport.send(request), response.status == status else {
          return ([], 0)
        }
        latencies.append(Stopwatch.now() - sent)
      }
      return (latencies, Stopwatch.now() - start)
    }
    guard latencies.count == count else {
      throw BenchError("\(scenario): a request through HTTPServiceTransport failed")
    }
    return try ClientRound(latencies: latencies, seconds: seconds, server: server, scenario: scenario) {
      $0 == path
    }
  }

  /// `count` GETs of `path` by one bare curl process (several for a large count), after a
  /// reset of the server's log; `report` is a scratch file.
  static func curl(server: ServiceServer, path: String, count: Int, report: String, scenario: String) throws
    -> ClientRound
  {
    try server.reset()
    let outcome = try CurlLoop.run(url: server.url(path), count: count, report: report)
    return try ClientRound(
      latencies: outcome.latencies, seconds: outcome.seconds, server: server, scenario: scenario
    ) { $0 == path }
  }

  /// The median over `rounds` of `figure`.
  static func median(_ rounds: [ClientRound], _ figure: (ClientRound) -> Double) -> Double {
    Statistics(samples: rounds.map(figure)).median
  }
}
