import Testing

@testable import FormRules

/// `runInRealTime()` drives a session by itself on its owner's executor: debounce,
/// latency and store results arrive without the host moving a clock.
@Suite("Real-time runner", .timeLimit(.minutes(1)))
struct RealTimeRunnerTests {
  static let yaml = """
    form: signup
    stores:
      users: { table: users, key: username, latency: 20ms }
    fields:
      username:
        debounce: 30ms
        rules:
          - absent_in: users
            message: taken
        ok: free
    buttons:
      register:
        action: { insert: users }
    """

  @Test @MainActor func resultsArriveWithoutTheHostDrivingTheClock() async throws {
    let form = try Form(spec: FormSpec(yaml: Self.yaml))
    let (results, continuation) = AsyncStream.makeStream(of: FieldResult.self)
    let observation = form.observe { change in
      if case .field(let state) = change { continuation.yield(state.result) }
    }
    defer { observation.cancel() }
    let runner = Task { await form.runInRealTime() }
    var iterator = results.makeAsyncIterator()

    try form.set("username", to: "alice")
    #expect(await iterator.next() == .validating)
    #expect(await iterator.next() == .ok("free"))  // after the debounce and the lookup
    #expect(form.now >= .milliseconds(50))

    try form.tap("register")  // its insert runs off this executor; the lookup runs again
    #expect(await iterator.next() == .validating)
    #expect(await iterator.next() == .failed("taken"))

    runner.cancel()
    await runner.value  // cancelling ends the runner
  }
}
