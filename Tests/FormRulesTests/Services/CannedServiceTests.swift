import Testing

@testable import FormRules

/// The FRP seed's view-model tests: a mocked service (canned responses) and a test
/// scheduler (the virtual clock) — validating while the answer is on its way, then the
/// verdict at the exact tick; latest wins, the superseded canned call cancelled.
@Suite("Canned services on the virtual clock")
@MainActor
struct CannedServiceTests {
  static let spec = """
    form: remote
    services:
      api: { url: "${FORMCHECK_API_URL}" }
    stores:
      accounts: { service: api, key: username, lookup: "GET /users/{key}", insert: POST /users }
    fields:
      username:
        rules:
          - absent_in: accounts
            message: Username is already taken
        ok: Username is available
      password: { secret: true }
    buttons:
      login:
        enabled_when: not password.empty
        action: { verify: accounts }
        ok: Welcome
    """

  static func route(_ route: String, status: Int, body: String = "", latency: Duration = .zero)
    -> CannedResponse
  {
    CannedResponse(
      route: Located(value: route, location: SourceLocation(file: "spec.yaml", line: 1, column: 1)),
      status: status,
      body: Array(body.utf8), latency: latency)
  }

  static func form(_ responses: [CannedResponse]) throws -> Form {
    var environment = FormEnvironment()
    environment.cannedResponses = CannedResponses(responses)
    return try Form(spec: FormSpec(yaml: spec), environment: environment)
  }

  @Test func validatingUntilTheAnswerLandsThenItsVerdict() throws {
    let form = try Self.form([
      Self.route("GET /users/alice", status: 200, latency: .milliseconds(300)),
      Self.route("GET /users/bob", status: 404, latency: .milliseconds(300)),
    ])
    try form.set("username", to: "alice")
    form.advance(by: .milliseconds(299))
    #expect(form.snapshot.field("username")?.result == .validating)
    form.advance(by: .milliseconds(1))
    #expect(form.snapshot.field("username")?.result == .failed("Username is already taken"))
    try form.set("username", to: "bob")
    form.advance(by: .milliseconds(300))
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
  }

  @Test func latestWinsAndTheSupersededCallIsCancelled() throws {
    let form = try Self.form([
      Self.route("GET /users/alice", status: 200, latency: .milliseconds(300)),
      Self.route("GET /users/bob", status: 404, latency: .milliseconds(300)),
    ])
    try form.set("username", to: "alice")
    form.advance(by: .milliseconds(100))
    try form.set("username", to: "bob")
    form.advance(by: .milliseconds(200))
    #expect(form.snapshot.field("username")?.result == .validating)
    form.advance(by: .milliseconds(100))
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
    // alice's call was cancelled before its answer landed, at 300 ms.
    #expect(form.engine.services.answered == ["GET /users/bob"])
  }

  @Test func aRouteWithNoCannedResponseFailsAndIsRecorded() throws {
    let form = try Self.form([])
    try form.set("username", to: "carol")
    form.runDue()
    #expect(
      form.snapshot.field("username")?.result
        == .failed(
          "could not check store 'accounts': could not reach service 'api' (GET /users/carol): the example has no canned response for it"
        ))
    #expect(form.engine.services.uncanned.map(\.route) == ["GET /users/carol"])
  }

  @Test(arguments: [("secret1", "ok(Welcome)"), ("wrong", "failed(wrong credentials)")])
  func aVerifyLooksTheRecordUpAndComparesTheSecretWithItsHash(password: String, expected: String) throws {
    let hash = try PasswordHasher(parameters: .checking, budget: HashBudget()).hash("secret1")
    let form = try Self.form([
      Self.route("GET /users/alice", status: 200, body: #"{"username":"alice","password":"\#(hash)"}"#)
    ])
    try form.set(["username": "alice", "password": password])
    form.settle()
    #expect(try form.tap("login") == .started)
    form.settle()
    #expect(form.snapshot.button("login")?.result.map(String.init(describing:)) == expected)
  }
}
