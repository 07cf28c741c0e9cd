import ServiceTestSupport
import Testing

@testable import FormRules

/// Sessions against the project's test server over real HTTP: a superseded lookup is
/// aborted (the server sees its client leave), a failed save rolls back, a hanging service
/// times out, and an unreadable answer fails the field — nothing hangs.
@Suite(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
@MainActor
struct RealServiceSessionTests {
  let server: TestServiceServer
  /// This test's requests in the server's log.
  let tag = TestServiceServer.tag()

  init() throws {
    server = try TestServiceServer.shared.get()
  }

  /// A session of `yaml` whose service `api` is the test server, over HTTP.
  func form(_ yaml: String) throws -> Form {
    var environment = FormEnvironment()
    environment.services = HTTPServiceTransport()
    environment.variables = ["FORMCHECK_API_URL": server.url("")]
    return try Form(spec: FormSpec(yaml: yaml), environment: environment)
  }

  /// A spec whose field `name` is checked against the store `users`, looked up with
  /// `lookup` (a request line of the test server's), the service timing out after
  /// `timeout`.
  func lookupSpec(_ lookup: String, timeout: String = "5s") -> String {
    """
    form: t
    services:
      api: { url: "${FORMCHECK_API_URL}", timeout: \(timeout) }
    stores:
      users: { service: api, lookup: "\(lookup)" }
    fields:
      name:
        rules: [{ absent_in: users, message: Taken }]
        ok: Free
    """
  }

  @Test func aSupersededLookupIsAbortedAndTheServerSeesItsClientLeave() async throws {
    let form = try form(lookupSpec("GET /users/{key}?ms=1500&\(tag)"))
    try form.set("name", to: "first_try")
    form.runDue()
    // The first lookup has reached the server when the second value comes.
    _ = try await server.arrivedRequests(containing: "first_try")
    try form.set("name", to: "second_try")
    form.runDue()
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "name").result == .ok("Free"))
    let logged = try await server.settledRequests(containing: tag)
    #expect(logged.map(\.outcome) == ["aborted", "finished"])
    #expect(logged.map { $0.path.contains("first_try") } == [true, false])
  }

  @Test func aHangingServiceTimesOutAsTheFieldsFailureAndTheRequestEnds() async throws {
    let form = try form(lookupSpec("GET /hang?k={key}&\(tag)", timeout: "200ms"))
    try form.set("name", to: "alice")
    form.runDue()
    await form.settle(realTime: false)
    let state = try form.fieldState(at: "name")
    #expect(state.result.status == .failed)
    #expect(state.result.message?.contains("timed out") == true)
    #expect(try await server.settledRequests(containing: tag).map(\.outcome) == ["aborted"])
  }

  @Test func anAnswerThatIsNotJSONFailsAServiceValidator() async throws {
    let form = try form(
      """
      form: t
      services:
        api: { url: "${FORMCHECK_API_URL}" }
      validators:
        allowed: { service: api, request: "POST /garbage?\(tag)" }
      fields:
        name: { rules: [{ custom: allowed }] }
      """)
    try form.set("name", to: "alice")
    form.runDue()
    await form.settle(realTime: false)
    let state = try form.fieldState(at: "name")
    #expect(state.result.status == .failed)
    #expect(state.result.message?.contains("POST /garbage") == true)
  }

  /// A spec whose boolean `notifications` is saved optimistically with `request`.
  func saveSpec(_ request: String) -> String {
    """
    form: t
    services:
      api: { url: "${FORMCHECK_API_URL}" }
    fields:
      notifications:
        type: boolean
        optional: true
        save: { service: api, request: "\(request)", optimistic: true, failed: Not saved }
        ok: Saved
    """
  }

  @Test func aSavedValueStaysAndTheServerHasIt() async throws {
    let form = try form(saveSpec("PUT /settings/n-\(tag.dropFirst(2))"))
    try form.set("notifications", to: "true")
    form.runDue()
    #expect(try form.fieldState(at: "notifications").result == .validating)
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "notifications").result == .ok("Saved"))
    #expect(try form.value(of: "notifications") == "true")
    let saved = try server.control("GET", "/settings/n-\(tag.dropFirst(2))")
    #expect(String(decoding: saved, as: UTF8.self).contains(#""value": true"#))
  }

  @Test func aFailedSaveRollsBackToTheLastSavedValue() async throws {
    let form = try form(saveSpec("PUT /settings/f-\(tag.dropFirst(2))"))
    try form.set("notifications", to: "false")
    form.runDue()
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "notifications").result == .ok("Saved"))
    // From now on the server answers this setting's saves with 503.
    _ = try server.control(
      "POST", "/_fail", body: #"{"path": "/settings/f-\#(tag.dropFirst(2))", "status": 503}"#)
    try form.set("notifications", to: "true")
    form.runDue()
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "notifications").result == .failed("Not saved"))
    #expect(try form.value(of: "notifications") == "false")
  }
}
