import ServiceTestSupport
import Testing

@testable import FormRules

/// A list whose items a service answers with: checked, answered by canned responses in
/// examples, and against the test server, latest wins with the superseded request aborted.
@Suite("lists from services")
struct ServiceListTests {
  /// A spec whose list `heroes` asks the service `api` with `request`, filtered by `search`.
  static func spec(_ request: String, examples: String = "") -> String {
    """
    form: t
    services:
      api: { url: "${FORMCHECK_API_URL}" }
    fields:
      search: { optional: true }
    lists:
      heroes:
        from: { service: api, request: "\(request)" }
        search: search
        limit: 2
    \(examples)
    """
  }

  @Test func theServiceAnswersTheItemsAndTheListKeepsItsLimit() {
    let yaml = Self.spec(
      "GET /heroes?q={search}",
      examples: """
        examples:
          - name: three heroes answer, two show
            responses:
              "GET /heroes?q=": { body: [] }  # the list loads once as the session starts
              "GET /heroes?q=a":
                body: [{ name: Achilles, description: a heel }, { name: Ajax, description: a shield }, { name: Atalanta }]
                latency: 100ms
            steps: [{ set: { search: a } }, { wait: 100ms }]
            expect: { heroes: { status: ok, count: 3, items: [Achilles, Ajax] } }
          - name: loading until the service answers
            responses: { "GET /heroes?q=": { body: [] }, "GET /heroes?q=a": { body: [], latency: 100ms } }
            set: { search: a }
            expect: { heroes: { status: loading } }
          - name: an answer that is no array fails the list
            responses: { "GET /heroes?q=": { body: [] }, "GET /heroes?q=a": { body: { name: Achilles } } }
            set: { search: a }
            expect: { heroes: { status: failed } }
        """)
    #expect(SaveSpecTests.diagnostics(yaml) == [])
  }

  @Test func anUnknownServiceAPlaceholderOtherThanTheSearchFieldAndAServiceStoreAreRefused() {
    #expect(
      SaveSpecTests.diagnostics(Self.spec("GET /heroes?q={serch}"))
        == [
          "8:37 FR212 unknown placeholder '{serch}' in the request of list 'heroes': it may name the search field '{search}'"
        ])
    let yaml = """
      form: t
      services:
        api: { url: "${FORMCHECK_API_URL}" }
      stores:
        users: { service: api, lookup: "GET /users/{key}" }
      fields:
        search: { optional: true }
      lists:
        heroes: { from: { service: apx, request: GET /heroes } }
        users: { from: { store: users } }
      """
    #expect(
      SaveSpecTests.diagnostics(yaml) == [
        "9:30 FR211 unknown service 'apx' — did you mean 'api'?",
        "10:27 FR206 list 'users' cannot list store 'users', a service store: write 'from: {service: NAME, request: LINE}'",
      ])
  }

  @Test(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
  @MainActor
  func aNewSearchAbortsTheRequestInFlightAndTheListShowsTheLast() async throws {
    let server = try TestServiceServer.shared.get()
    let tag = TestServiceServer.tag()
    var environment = FormEnvironment()
    environment.services = HTTPServiceTransport()
    environment.variables = ["FORMCHECK_API_URL": server.url("")]
    let form = try Form(
      spec: FormSpec(yaml: Self.spec("GET /heroes?q={search}&ms=1500&\(tag)")), environment: environment)
    try form.set("search", to: "a")
    form.runDue()
    _ = try await server.arrivedRequests(containing: "q=a&")
    try form.set("search", to: "ac")
    form.runDue()
    await form.settle(realTime: false)
    let state = try form.listState("heroes")
    #expect(state.status == .ok)
    #expect(state.count == 2)
    #expect(state.keys == ["Achilles", "Acamas"])
    #expect(try await server.settledRequests(containing: tag).map(\.outcome) == ["aborted", "finished"])
  }
}
