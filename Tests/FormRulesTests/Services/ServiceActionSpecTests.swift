import Testing

@testable import FormRules

/// A button's `action: {service, request}` as `check` sees it.
@Suite("service actions in specs")
struct ServiceActionSpecTests {
  @Test func unknownNamesSecretsAndMisplacedKeysAreRefusedWhereWritten() {
    let yaml = """
      form: t
      services:
        api: { url: "http://127.0.0.1:1" }
      fields:
        hero: {}
        pin: { secret: true }
      buttons:
        like: { action: { service: apo, request: "POST /likes/{heor}" } }
        peek: { action: { service: api, request: "GET /pins/{pin}" } }
        both: { action: { insert: users, request: POST /x } }
        bare: { action: { service: api } }

      """
    #expect(
      SaveSpecTests.diagnostics(yaml) == [
        "8:30 FR211 unknown service 'apo' — did you mean 'api'?",
        "8:45 FR212 unknown placeholder '{heor}' in the request of button 'like': it may name the form's fields — did you mean '{hero}'?",
        "9:45 FR213 the secret field 'pin' cannot be sent in the URL of \"GET /pins/{pin}\": secrets never go in URLs (send it in a POST body instead)",
        "10:29 FR202 unknown store 'users'",
        "10:36 FR109 'request' only applies to 'service', and the action of button 'both' is 'insert'",
        "11:21 FR103 the action of button 'bare' needs 'request' with 'service'",
      ])
  }
}
