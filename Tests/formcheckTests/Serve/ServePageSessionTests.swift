import Foundation
import Testing

/// `formcheck serve`'s page sessions stay with their form: a cookie is scoped to its form's
/// pages, an identifier issued for one form is never adopted by another, and a successful
/// log-in gives the session a new identifier (the old one finds nothing, its event stream
/// ends) — against the built binary serving forms/register.yaml and forms/login.yaml.
@Suite("formcheck serve: a page session stays with its form")
struct ServePageSessionTests {
  /// How long an event stream may take to end once its identifier was renewed: generous.
  static let deadline: Duration = .seconds(60)
  /// The password of the users the tests register.
  static let password = "secret12"

  @Test func anIdentifierOfOneFormIsNeverAdoptedByAnother() throws {
    let server = try Self.server()
    let register = try server.request("GET", "/forms/register")
    let issued = try #require(Self.cookie(of: register))
    #expect(issued.path == "/forms/register")
    #expect(
      register.headers["set-cookie"]?.hasSuffix("; Path=/forms/register; HttpOnly; SameSite=Strict") == true)
    let id = issued.id
    #expect(
      try Self.send(server, "/forms/register/input", #"{"field":"username","value":"carried_1"}"#, id: id)
        .status == 204)

    // Every request of login's page: each makes a session of login's own under a new
    // identifier, scoped to login's pages.
    let attempts = [
      try Self.request(server, "GET", "/forms/login", id: id),
      try Self.send(server, "/forms/login/input", #"{"field":"username","value":"typed_on_login"}"#, id: id),
      try Self.send(server, "/forms/login/tap", #"{"button":"login"}"#, id: id),
      try Self.post(server, "/forms/login", "username=posted_1&check=", id: id),
      try Self.firstEvent(server, "/forms/login/events", id: id),
    ]
    var given: Set<String> = []
    for response in attempts {
      #expect((200..<300).contains(response.status))
      let cookie = try #require(Self.cookie(of: response), "\(response.headers)")
      #expect(cookie.path == "/forms/login")
      #expect(cookie.id != id)
      given.insert(cookie.id)
    }
    #expect(given.count == attempts.count)
    // What was typed with register's identifier on login's page went to sessions of their
    // own: login's page under that identifier is still fresh.
    let login = try Self.request(server, "GET", "/forms/login", id: id)
    #expect(Self.cookie(of: login) != nil)
    #expect(login.body.attribute("value", id: "field-username") == "")
    #expect(login.body.attribute("data-status", id: "status-username") == "empty")
    // Register's session kept it, and what was typed there.
    let back = try Self.request(server, "GET", "/forms/register", id: id)
    #expect(back.headers["set-cookie"] == nil)
    #expect(back.body.attribute("value", id: "field-username") == "carried_1")
  }

  @Test func aLogInThroughTheLivePageRenewsTheIdentifier() throws {
    let server = try Self.server()
    try Self.register("renew_user1", on: server)
    let first = try #require(Self.cookie(of: try server.request("GET", "/forms/login"))).id
    let stream = try HTTPTestConnection(port: server.port)
    stream.send(Self.head("GET", "/forms/login/events", id: first))
    #expect(stream.read(until: "event: state").contains("200 OK"))

    for (field, value) in [("username", "renew_user1"), ("password", Self.password)] {
      let input = try Self.send(
        server, "/forms/login/input", #"{"field":"\#(field)","value":"\#(value)"}"#, id: first)
      #expect(input.status == 204)
      #expect(input.headers["set-cookie"] == nil)
    }
    let tap = try Self.send(server, "/forms/login/tap", #"{"button":"login"}"#, id: first)
    #expect(tap.status == 204)
    let renewed = try #require(Self.cookie(of: tap), "the log-in set no cookie")
    #expect(renewed.path == "/forms/login")
    #expect(renewed.id != first)
    // The stream opened with the old identifier ends.
    _ = stream.read(before: .now + Self.deadline)
    #expect(!stream.timedOut, "the old identifier's event stream went on")

    try Self.expectLoggedIn(server, renewed: renewed.id, old: first)
    let events = try Self.firstEvent(server, "/forms/login/events", id: renewed.id)
    #expect(events.headers["set-cookie"] == nil)
    #expect(events.body.contains(#""result":{"status":"ok""#))
  }

  @Test func aLogInWithoutJavaScriptRenewsTheIdentifierAndAFailedOneDoesNot() throws {
    let server = try Self.server()
    try Self.register("renew_user2", on: server)
    let first = try #require(Self.cookie(of: try server.request("GET", "/forms/login"))).id

    let wrong = try Self.post(
      server, "/forms/login", "username=renew_user2&password=wrong_one&tap=login", id: first)
    #expect(wrong.body.text(id: "result-login") == "Wrong password")
    #expect(wrong.headers["set-cookie"] == nil)

    let body = "username=renew_user2&password=\(Self.password)&tap=login"
    let right = try Self.post(server, "/forms/login", body, id: first)
    #expect(right.status == 200)
    #expect(right.body.text(id: "result-login") == "Logged in")
    let renewed = try #require(Self.cookie(of: right), "the log-in set no cookie")
    #expect(renewed.path == "/forms/login")
    #expect(renewed.id != first)
    try Self.expectLoggedIn(server, renewed: renewed.id, old: first)
  }

  // MARK: Helpers

  /// Expects the login page under `renewed` to show the log-in, and under `old` a new,
  /// empty session.
  private static func expectLoggedIn(_ server: ServeProcess, renewed: String, old: String) throws {
    let stale = try request(server, "GET", "/forms/login", id: old)
    let fresh = try #require(cookie(of: stale), "the old identifier still found a session")
    #expect(![old, renewed].contains(fresh.id))
    #expect(stale.body.attribute("data-status", id: "result-login") == nil)
    #expect(stale.body.attribute("value", id: "field-username") == "")

    let page = try request(server, "GET", "/forms/login", id: renewed)
    #expect(page.headers["set-cookie"] == nil)
    #expect(page.body.attribute("data-status", id: "result-login") == "ok")
    #expect(page.body.text(id: "result-login") == "Logged in")
  }

  /// `formcheck serve forms/register.yaml forms/login.yaml` on a fresh data directory.
  private static func server() throws -> ServeProcess {
    try ServeProcess(
      specs: ["forms/register.yaml", "forms/login.yaml"], dataDirectory: try Formcheck.temporaryDirectory())
  }

  /// Registers `username` (with ``password``) through register's page without JavaScript.
  private static func register(_ username: String, on server: ServeProcess) throws {
    let page = try post(
      server, "/forms/register",
      "username=\(username)&password=\(password)&repeat_password=\(password)&tap=register", id: nil)
    try #require(page.body.text(id: "result-register") == "Registered", "\(page.body)")
  }

  /// The session identifier and path a response's `Set-Cookie` gives, if it sets one.
  private static func cookie(of response: HTTPTestConnection.Response) -> (id: String, path: String)? {
    guard let value = response.headers["set-cookie"] else { return nil }
    let parts = value.components(separatedBy: "; ")
    guard let pair = parts.first, pair.hasPrefix("formcheck_session="),
      let path = parts.first(where: { $0.hasPrefix("Path=") })
    else { return nil }
    return (String(pair.dropFirst("formcheck_session=".count)), String(path.dropFirst("Path=".count)))
  }

  /// The head of a request carrying session `id`, as a browser sends its cookie.
  private static func head(
    _ method: String, _ path: String, id: String?, type: String? = nil, length: Int? = nil
  )
    -> String
  {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    if let id { head += "Cookie: formcheck_session=\(id)\r\n" }
    if let type { head += "Content-Type: \(type)\r\n" }
    if let length { head += "Content-Length: \(length)\r\n" }
    return head + "\r\n"
  }

  /// `method path` with session `id`, read to its end.
  private static func request(
    _ server: ServeProcess, _ method: String, _ path: String, id: String?, body: String = "",
    type: String? = nil
  ) throws -> HTTPTestConnection.Response {
    let connection = try HTTPTestConnection(port: server.port)
    connection.send(
      head(method, path, id: id, type: type, length: method == "POST" ? body.utf8.count : nil) + body)
    return connection.response()
  }

  /// A script's JSON command.
  private static func send(_ server: ServeProcess, _ path: String, _ json: String, id: String?) throws
    -> HTTPTestConnection.Response
  {
    try request(server, "POST", path, id: id, body: json, type: "application/json")
  }

  /// A post of a page without JavaScript (`body` URL-encoded).
  private static func post(_ server: ServeProcess, _ path: String, _ body: String, id: String?) throws
    -> HTTPTestConnection.Response
  {
    try request(server, "POST", path, id: id, body: body, type: "application/x-www-form-urlencoded")
  }

  /// An event stream's head and first event (the connection is then dropped).
  private static func firstEvent(_ server: ServeProcess, _ path: String, id: String?) throws
    -> HTTPTestConnection.Response
  {
    let connection = try HTTPTestConnection(port: server.port)
    connection.send(head("GET", path, id: id))
    return HTTPTestConnection.parse(connection.read(until: "}\n\n"))
  }
}
