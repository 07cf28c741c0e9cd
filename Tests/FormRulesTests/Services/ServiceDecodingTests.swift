import Testing

@testable import FormRules

/// Decoding `services:`, `validators:`, service stores and examples' `responses:`: what
/// each says, the defaults, and each mistake at its line and column.
@Suite("Service decoding")
struct ServiceDecodingTests {
  static func decode(_ yaml: String) -> (FormDefinition?, [String]) {
    UnknownFieldsDecodingTests.decode(yaml)
  }

  @Test func aServiceAStoreAndAValidator() throws {
    let (definition, diagnostics) = Self.decode(
      """
      form: t
      services:
        api: { url: "https://x.test/${V}", headers: { X-Key: "${K}" } }
      validators:
        ok: { service: api, request: POST /check }
      stores:
        accounts: { service: api, key: name, lookup: "GET /u/{key}" }
      fields:
        name:
      """)
    #expect(diagnostics == [])
    let service = try #require(definition?.services.first)
    #expect(service.timeout == .seconds(5))
    #expect(service.url.variables == ["V"])
    #expect(service.headers.map(\.name.value) == ["X-Key"])
    #expect(definition?.validators.first?.request?.template.text == "POST /check")
    guard case .service(let store)? = definition?.stores.first?.kind else {
      Issue.record("not a service store")
      return
    }
    #expect(store.lookup?.template.text == "GET /u/{key}")
    #expect(store.insert == nil && store.key?.value == "name")
  }

  @Test func cannedResponsesInBothForms() throws {
    let (definition, diagnostics) = Self.decode(
      """
      form: t
      fields:
        name:
      examples:
        - name: e
          responses:
            "GET /u/bob": 404
            "POST /u": { status: 201, body: { id: 7, tags: [a, "7", true, ~], ok: 1.5 }, latency: 300ms }
            "GET /u/ann": { body: plain }
      """)
    #expect(diagnostics == [])
    let responses = try #require(definition?.examples.first?.responses)
    #expect(responses.map(\.route.value) == ["GET /u/bob", "POST /u", "GET /u/ann"])
    #expect(responses.map(\.status) == [404, 201, 200])
    #expect(
      String(decoding: responses[1].body, as: UTF8.self) == #"{"id":7,"tags":["a","7",true,null],"ok":1.5}"#)
    #expect(responses[1].latency == .milliseconds(300))
    #expect(String(decoding: responses[2].body, as: UTF8.self) == #""plain""#)
  }

  @Test(arguments: [
    (
      #""get /u": 404"#,
      #"FR106 6:18 "get /u" is not a route: write 'METHOD /path' with a method of GET, POST, PUT, PATCH, DELETE, such as 'GET /users/alice'"#
    ),
    (#""GET /u": 99"#, "FR106 6:28 'GET /u' must be an HTTP status, 100 to 599"),
    (#""GET /u": 600"#, "FR106 6:28 'GET /u' must be at most 599, found 600"),
    (
      #""GET /u": { stats: 200 }"#,
      "FR101 6:30 unknown key 'stats' in the response to 'GET /u' — did you mean 'status'?"
    ),
  ])
  func aMistakenResponseIsReportedWhereItIs(line: String, expected: String) {
    let (_, diagnostics) = Self.decode(
      "form: t\nfields:\n  name:\nexamples:\n  - name: e\n    responses: { \(line) }\n")
    #expect(diagnostics == [expected])
  }

  @Test func aServiceStoreComparesNoCase() {
    let (_, diagnostics) = Self.decode(
      "form: t\nservices:\n  api: { url: 'https://x' }\nstores:\n  s: { service: api, lookup: 'GET /x/{key}', case: insensitive }\nfields:\n  name:\n"
    )
    #expect(
      diagnostics == [
        "FR109 5:46 'case' does not apply to a 'service' store: the service compares its keys itself"
      ])
  }
}
