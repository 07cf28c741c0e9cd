import FormRules

/// The library half of scenario `services`: a session of ``LookupSpec``'s form, with
/// services reached through ``HTTPServiceTransport``, given a new name per edit and settled
/// (the request sent and its answer applied, as `formcheck batch` settles a record) before
/// the next; each edit's wall time, and its field's outcome checked against the server's
/// seed data.
struct LookupFormRound {
  /// The form's spec, its service at the test server.
  let spec: FormSpec

  /// Compiles ``LookupSpec``'s form against `server`.
  init(server: ServiceServer) throws {
    spec = try FormSpec(yaml: LookupSpec.yaml(baseURL: server.url("")), file: "lookup-bench.yaml")
  }

  /// `count` edits in a fresh session, after a reset of the server's log; names tagged
  /// `tag`. Fails when a field's outcome is not what the seed data says.
  func run(server: ServiceServer, count: Int, tag: String) throws -> ClientRound {
    try server.reset()
    var environment = FormEnvironment()
    environment.services = HTTPServiceTransport()
    let form = try Form(spec: spec, environment: environment)
    var latencies: [Double] = []
    latencies.reserveCapacity(count)
    var wrong = 0
    let start = Stopwatch.now()
    for index in 0..<count {
      let name = LookupSpec.name(index, tag: tag)
      let sent = Stopwatch.now()
      try form.set("username", to: name)
      RealTimePacer.settleVirtually(form)
      latencies.append(Stopwatch.now() - sent)
      let state = try form.fieldState(at: "username")
      if state.storeFailure != nil || state.isValid == LookupSpec.isTaken(name) { wrong += 1 }
    }
    let seconds = Stopwatch.now() - start
    guard wrong == 0 else {
      throw BenchError("services: \(wrong) of \(count) lookups through the form gave the wrong outcome")
    }
    return try ClientRound(latencies: latencies, seconds: seconds, server: server, scenario: "services") {
      $0.hasPrefix("/users/")
    }
  }
}
