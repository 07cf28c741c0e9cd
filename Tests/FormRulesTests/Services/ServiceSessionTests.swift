import Foundation
import Testing

@testable import FormRules

/// A session against services through a transport (a fake one here): lookups, validators
/// and inserts, their failures told in the session's words, latest wins with the
/// superseded request aborted, and secrets kept out of every message and state.
@Suite("Service sessions")
@MainActor
struct ServiceSessionTests {
  static let spec = """
    form: remote
    services:
      api:
        url: ${FORMCHECK_API_URL}/v1/
        timeout: 2s
        headers: { Authorization: "Bearer ${FORMCHECK_API_TOKEN}" }
    validators:
      allowed:
        service: api
        request: POST /names/check
    stores:
      accounts:
        service: api
        key: username
        lookup: GET /users/{key}
        insert: POST /users
    fields:
      username:
        rules:
          - custom: allowed
          - absent_in: accounts
            message: Username is already taken
        ok: Username is available
      password:
        secret: true
        optional: true
    buttons:
      register:
        action: { insert: accounts }
        ok: Registered
    """

  static let token = "s3cr3t-t0ken"
  static let valid = Result<ServiceResponse, ServiceFailure>.success(
    ServiceResponse(status: 200, body: Array(#"{"valid":true}"#.utf8)))

  static func form(
    _ transport: (any ServiceTransport)?,
    variables: [String: String] = ["FORMCHECK_API_URL": "https://api.test", "FORMCHECK_API_TOKEN": token],
    locale: String? = nil, yaml: String = spec
  ) throws -> Form {
    var environment = FormEnvironment(locale: locale)
    environment.services = transport
    environment.variables = variables
    return try Form(spec: FormSpec(yaml: yaml), environment: environment)
  }

  /// Everything a person or program could read of `form`: its state as JSON and as text.
  static func rendered(_ form: Form) throws -> String {
    let json = String(decoding: try JSONEncoder().encode(form.snapshot), as: UTF8.self)
    return json + "\n" + String(describing: form.snapshot)
  }

  @Test func aLookupAnswersWhetherTheKeyIsTaken() async throws {
    let transport = RecordingTransport([
      "POST /names/check": Self.valid, "GET /users/alice": .success(ServiceResponse(status: 200)),
    ])
    let form = try Self.form(transport)
    try form.set("username", to: "alice")
    #expect(form.snapshot.field("username")?.result == .validating)
    await form.settle(realTime: false)
    #expect(form.snapshot.field("username")?.result == .failed("Username is already taken"))
    try form.set("username", to: "bob")
    await form.settle(realTime: false)
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
    let lookup = try #require(transport.requests.first { $0.route == "GET /users/alice" })
    #expect(lookup.url == "https://api.test/v1/users/alice")
    #expect(lookup.method == "GET" && lookup.body == nil && lookup.timeout == .seconds(2))
    #expect(lookup.headers.contains { $0 == ("Authorization", "Bearer \(Self.token)") })
  }

  @Test func aValidatorSendsTheFieldAndValueAndShowsTheServicesMessage() async throws {
    let transport = RecordingTransport([
      "POST /names/check": .success(
        ServiceResponse(status: 200, body: Array(#"{"valid":false,"message":"Not here"}"#.utf8)))
    ])
    let form = try Self.form(transport)
    try form.set("username", to: "a/b \"c\"")
    await form.settle(realTime: false)
    #expect(form.snapshot.field("username")?.result == .failed("Not here"))
    let check = try #require(transport.requests.first)
    #expect(check.url == "https://api.test/v1/names/check")
    #expect(
      check.body.map { String(decoding: $0, as: UTF8.self) } == #"{"field":"username","value":"a/b \"c\""}"#)
    #expect(check.headers.contains { $0 == ("Content-Type", "application/json") })
  }

  @Test(arguments: [
    (
      Result<ServiceResponse, ServiceFailure>.failure(.timedOut(.seconds(2))), StoreFailure.unavailable,
      "could not check store 'accounts': could not reach service 'api' (GET /users/alice): timed out after 2s"
    ),
    (
      .success(ServiceResponse(status: 500)), .badResponse,
      "could not check store 'accounts': service 'api' answered GET /users/alice with status 500"
    ),
    (
      .failure(.unreachable), .unavailable,
      "could not check store 'accounts': could not reach service 'api' (GET /users/alice): no connection could be made"
    ),
  ])
  func aFailedLookupIsAStoreErrorNamingTheServiceAndRoute(
    answer: Result<ServiceResponse, ServiceFailure>, kind: StoreFailure, message: String
  ) async throws {
    let form = try Self.form(
      RecordingTransport(["POST /names/check": Self.valid, "GET /users/alice": answer]))
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    let state = try #require(form.snapshot.field("username"))
    #expect(state.result == .failed(message))
    #expect(state.storeFailure == kind)
  }

  @Test func aValidatorsUnreadableAnswerFailsTheField() async throws {
    let form = try Self.form(
      RecordingTransport([
        "POST /names/check": .success(ServiceResponse(status: 200, body: Array("<html>".utf8)))
      ]))
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    let state = try #require(form.snapshot.field("username"))
    #expect(
      state.result
        == .failed(
          #"service 'api' answered POST /names/check with a body that is not {"valid": true|false, "message": …}"#
        ))
    #expect(state.storeFailure == .badResponse)
  }

  @Test func aNewerValueAbortsTheRequestInFlight() async throws {
    let transport = GatedTransport(holding: "GET /users/alice", answeringOthersWith: 404)
    let yaml = Self.spec.replacingOccurrences(of: "      - custom: allowed\n", with: "")
    let form = try Self.form(transport, yaml: yaml)
    try form.set("username", to: "alice")
    form.runDue()
    var started = transport.started.makeAsyncIterator()
    #expect(await started.next() == "GET /users/alice")
    try form.set("username", to: "bob")
    #expect(transport.cancelled == ["GET /users/alice"])
    await form.settle(realTime: false)
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
  }

  @Test func aMissingVariableFailsEachRequestNamingItNeverAValue() async throws {
    let transport = RecordingTransport([:])
    let form = try Self.form(transport, variables: ["FORMCHECK_API_URL": "https://api.test"])
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    let state = try #require(form.snapshot.field("username"))
    #expect(
      state.result
        == .failed(
          "could not reach service 'api' (POST /names/check): the environment variable 'FORMCHECK_API_TOKEN' is not set"
        ))
    #expect(state.storeFailure == .invalidInput)
    #expect(transport.requests.isEmpty)
  }

  @Test func withoutAnHTTPClientEachRequestFailsSayingSo() async throws {
    let form = try Self.form(nil)
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    #expect(
      form.snapshot.field("username")?.result
        == .failed("could not reach service 'api' (POST /names/check): this session has no HTTP client"))
  }

  @Test func failuresAreToldInTheSessionsLocale() async throws {
    let form = try Self.form(
      RecordingTransport(["POST /names/check": .failure(.timedOut(.milliseconds(1500)))]), locale: "zh-CN")
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    #expect(
      form.snapshot.field("username")?.result == .failed("无法访问服务“api”（POST /names/check）：1.5s 后超时"))
  }

  @Test func anInsertSendsTheRecordWithTheSecretHashed() async throws {
    let transport = RecordingTransport([
      "POST /names/check": Self.valid, "POST /users": .success(ServiceResponse(status: 201)),
    ])
    let form = try Self.form(transport)
    try form.set(["username": "alice", "password": "hunter22"])
    await form.settle(realTime: false)
    #expect(try form.tap("register") == .started)
    await form.settle(realTime: false)
    #expect(form.snapshot.button("register")?.result == ButtonResult(status: .ok, message: "Registered"))
    let insert = try #require(transport.requests.first { $0.route == "POST /users" })
    let body = try #require(insert.body.map { String(decoding: $0, as: UTF8.self) })
    #expect(body.hasPrefix(#"{"username":"alice","password":"$scrypt$"#))
    #expect(!body.contains("hunter22"))
    #expect(!(try Self.rendered(form)).contains("hunter22"))
  }

  @Test(arguments: [
    (409, ButtonResult(status: .failed, message: "a record with this username already exists")),
    (
      503,
      ButtonResult(
        status: .failed, message: "service 'api' answered POST /users with status 503", error: .badResponse)
    ),
  ])
  func anInsertThatIsNotAcceptedFailsTheTap(status: Int, result: ButtonResult) async throws {
    let form = try Self.form(
      RecordingTransport([
        "POST /names/check": Self.valid, "POST /users": .success(ServiceResponse(status: status)),
      ]))
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    try form.tap("register")
    await form.settle(realTime: false)
    #expect(form.snapshot.button("register")?.result == result)
  }

  @Test func theTokenIsInNoMessageNorState() async throws {
    let form = try Self.form(RecordingTransport(["POST /names/check": .failure(.insecure)]))
    try form.set("username", to: "alice")
    await form.settle(realTime: false)
    let rendered = try Self.rendered(form)
    #expect(rendered.contains("the secure connection failed"))
    #expect(!rendered.contains(Self.token))
    #expect(!rendered.contains("api.test"))
  }
}
