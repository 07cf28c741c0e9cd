import Foundation
import ServiceTestSupport
import Testing

/// `run` and `batch` against the project's test server over real HTTP: the settings
/// toggle saved and rolled back, `busy` while a save is in flight, the favourite button,
/// and a batch of lookups on several threads with its output in input order.
@Suite(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
struct ServiceCommandTests {
  let server: TestServiceServer
  /// This test's requests in the server's log.
  let tag = TestServiceServer.tag()

  init() throws {
    server = try TestServiceServer.shared.get()
  }

  /// `formcheck ARGUMENTS` with the test server as `FORMCHECK_API_URL`.
  func formcheck(_ arguments: [String], input: String = "") throws -> Formcheck.Outcome {
    try Formcheck.run(
      arguments, input: input,
      environment: ["FORMCHECK_API_URL": server.url(""), "FORMCHECK_API_TOKEN": "t0k3n-\(tag)"])
  }

  @Test func theSettingsToggleIsSavedThenRolledBackWhenTheServerFails() throws {
    let saved = try formcheck(
      ["run", "forms/settings.yaml", "--json"], input: "set notifications true\nshow\n")
    #expect(saved.status == 0)
    #expect(saved.stderr == "")
    #expect(
      saved.lines == [
        #"{"command":"set notifications true","valid":false,"fields":{"notifications":{"status":"validating","enabled":true}},"buttons":{},"busy":true}"#,
        #"{"command":"show","valid":true,"fields":{"notifications":{"status":"ok","message":"Saved","enabled":true}},"buttons":{}}"#,
      ])
    let stored = String(decoding: try server.control("GET", "/settings/notifications"), as: UTF8.self)
    #expect(stored.contains(#""value": true"#))

    _ = try server.control("POST", "/_fail", body: #"{"path": "/settings/notifications", "status": 500}"#)
    defer {
      _ = try? server.control("POST", "/_fail", body: #"{"path": "/settings/notifications", "status": 0}"#)
    }
    let failed = try formcheck(["run", "forms/settings.yaml"], input: "set notifications true\nshow\n")
    #expect(failed.status == 0)
    #expect(
      failed.stdout == """
        notifications: validating
        fields:
          notifications: failed(Could not save the setting; it is back as it was)

        """)
  }

  @Test func theFavouriteButtonSendsItsRequestAndShowsTheResult() throws {
    let outcome = try formcheck(
      ["run", "forms/favourites.yaml", "--json"], input: "set hero Achilles\ntap favourite\nshow\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines.last?.contains(
        #""favourite":{"enabled":true,"result":{"status":"ok","message":"Added to favourites"}}"#) == true)
    let favourites = String(decoding: try server.control("GET", "/favourites"), as: UTF8.self)
    #expect(favourites.contains("Achilles"))
  }

  @Test func aBatchOfLookupsOnFourThreadsKeepsTheInputOrder() throws {
    let directory = try Formcheck.temporaryDirectory()
    let spec = directory.appendingPathComponent("names.yaml")
    try """
    form: names
    services:
      api: { url: "${FORMCHECK_API_URL}" }
    stores:
      users: { service: api, lookup: "GET /users/{key}?ms=20&\(tag)" }
    fields:
      name:
        rules: [{ absent_in: users, message: Taken }]
        ok: Free
    """.write(to: spec, atomically: false, encoding: .utf8)
    let names = (0..<40).map { $0 % 10 == 3 ? "alice" : "name\($0)" }
    let input = names.map { #"{"name":"\#($0)"}"# }.joined(separator: "\n") + "\n"
    let outcome = try formcheck(["batch", spec.path, "--jobs", "4"], input: input)
    #expect(outcome.status == 1)  // 'alice' is taken
    #expect(
      outcome.lines
        == names.enumerated().map { index, name in
          let result =
            name == "alice"
            ? #"{"status":"failed","message":"Taken","enabled":true}"#
            : #"{"status":"ok","message":"Free","enabled":true}"#
          return
            #"{"record":\#(index + 1),"valid":\#(name != "alice"),"fields":{"name":\#(result)},"buttons":{}}"#
        })
    #expect(try server.requests(containing: tag).count == 40)
  }
}
