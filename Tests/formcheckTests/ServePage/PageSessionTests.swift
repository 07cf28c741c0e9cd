import Foundation
import Testing

@testable import formcheck

/// The page's sessions: the cookie and its attributes, one session per visitor and form
/// (an identifier of one form never finds another's),
/// posts from other origins refused, the table bounded and idle sessions expiring.
@Suite("serve: page sessions")
struct PageSessionTests {
  @Test("the cookie: 128 random bits in hex, its form's Path, HttpOnly, SameSite=Strict; Secure behind HTTPS")
  func cookieAttributes() async throws {
    let site = try PageTestSite(forms: ["register", "login"])
    let response = try #require(await site.request("GET", "/forms/register"))
    let cookie = try #require(response.header("Set-Cookie"))
    let parts = cookie.components(separatedBy: "; ")
    #expect(parts.count == 4)
    #expect(parts.first?.hasPrefix("formcheck_session=") == true)
    #expect(SessionID.isWellFormed(String(parts[0].dropFirst("formcheck_session=".count))))
    #expect(Array(parts.dropFirst()) == ["Path=/forms/register", "HttpOnly", "SameSite=Strict"])

    let secure = try #require(
      await site.request("GET", "/forms/register", headers: [("x-forwarded-proto", "https")]))
    #expect(secure.header("Set-Cookie")?.hasSuffix("; HttpOnly; SameSite=Strict; Secure") == true)

    let visitor = PageTestSite.Visitor(site)
    _ = await visitor.page("/forms/register")
    let id = try #require(visitor.sessionID(of: "register"))
    #expect(await visitor.request("GET", "/forms/register")?.header("Set-Cookie") == nil)
    // Another form of the same visitor: a session of its own, in a cookie of its own.
    let login = await visitor.request("GET", "/forms/login")?.header("Set-Cookie")
    #expect(login?.contains("; Path=/forms/login; ") == true)
    #expect(visitor.sessionID(of: "login") != id)
    #expect(await visitor.request("GET", "/forms/register")?.header("Set-Cookie") == nil)
    #expect(await visitor.request("GET", "/forms/login")?.header("Set-Cookie") == nil)
    #expect(site.routes.sessionCount == 4)
    #expect(visitor.sessionID(of: "register") == id)
  }

  @Test("a form whose name URLs encode: its cookie's Path is its page's path, as its links write it")
  func encodedPath() async throws {
    let site = try PageTestSite(name: "sign up", yaml: "form: sign_up\nfields:\n  email: {}\n")
    let page = try #require(await site.request("GET", "/forms/sign up"))
    #expect(page.text.contains(#"action="/forms/sign%20up""#))
    #expect(page.header("Set-Cookie")?.contains("; Path=/forms/sign%20up; ") == true)
  }

  @Test(
    "an identifier of one form, sent for another, finds nothing there; of several cookies, the form's counts")
  func identifierOfAnotherForm() async throws {
    let site = try PageTestSite(forms: ["register", "login"])
    let visitor = PageTestSite.Visitor(site)
    _ = await visitor.post("/forms/register", [("username", "carried")])
    let id = try #require(visitor.sessionID(of: "register"))
    let login = try #require(
      await site.request("GET", "/forms/login", headers: [("cookie", "formcheck_session=\(id)")]))
    let given = try #require(login.header("Set-Cookie"))
    #expect(!given.contains(id))
    // A browser may send several cookies of that name (of other paths): the one that finds
    // the form's session counts.
    let both = try #require(
      await site.request(
        "GET", "/forms/register",
        headers: [
          ("cookie", "formcheck_session=\(String(repeating: "0", count: 32)); formcheck_session=\(id)")
        ]))
    #expect(both.header("Set-Cookie") == nil)
    #expect(both.text.attribute("value", id: "field-username") == "carried")
  }

  @Test("an identifier the server did not give is replaced, never adopted")
  func foreignIdentifier() async throws {
    let site = try PageTestSite(forms: ["register"])
    let chosen = String(repeating: "ab", count: 16)
    let response = try #require(
      await site.request("GET", "/forms/register", headers: [("cookie", "formcheck_session=\(chosen)")]))
    let cookie = try #require(response.header("Set-Cookie"))
    #expect(!cookie.contains(chosen))
  }

  @Test("one session per visitor: what one types, another does not see")
  func sessionsApart() async throws {
    let site = try PageTestSite(forms: ["register"])
    let first = PageTestSite.Visitor(site)
    let second = PageTestSite.Visitor(site)
    _ = await first.post("/forms/register", [("username", "abc")])
    let page = await second.page("/forms/register")
    #expect(page.attribute("data-status", id: "status-username") == "empty")
    #expect(page.attribute("value", id: "field-username") == "")
  }

  @Test(
    "a post whose Origin is another origin than Host is refused",
    arguments: [
      ("http://evil.example", 403), ("null", 403), ("http://localhost:8080", 200),
      ("https://LOCALHOST:8080", 200),
      ("http://localhost:9999", 403), ("ftp://localhost:8080", 403),
    ])
  func originRefused(origin: String, status: Int) async throws {
    let site = try PageTestSite(forms: ["register"])
    let response = await site.request(
      "POST", "/forms/register", body: "username=abcdef",
      headers: [("origin", origin), ("content-type", "application/x-www-form-urlencoded")])
    #expect(response?.status == status)
    let command = await site.request(
      "POST", "/forms/register/input", body: #"{"field":"username","value":"x"}"#,
      headers: [("origin", origin), ("content-type", "application/json")])
    #expect(command?.status == (status == 200 ? 204 : 403))
  }

  @Test("the script's commands must be declared JSON and name what the form has")
  func commandChecks() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    #expect(
      await visitor.request("POST", "/forms/register/input", body: #"{"field":"username","value":"x"}"#)?
        .status == 415)
    #expect(await visitor.send("/forms/register/input", "[1,2]") == 400)
    #expect(await visitor.send("/forms/register/input", #"{"field":"nope","value":"x"}"#) == 400)
    #expect(await visitor.send("/forms/register/tap", #"{"button":"nope"}"#) == 400)
    #expect(await visitor.send("/forms/register/tap", #"{"button":"register"}"#) == 204)
    #expect(await visitor.request("GET", "/forms/register/input")?.status == 405)
  }

  @Test("the table is bounded: a new visitor evicts the one idle longest")
  func bounded() async throws {
    var options = PageTestSite.options
    options.maxSessions = 2
    let site = try PageTestSite(forms: ["register"], options: options)
    let first = PageTestSite.Visitor(site)
    _ = await first.post("/forms/register", [("username", "abc")])
    site.time.advance(by: .seconds(1))
    let second = PageTestSite.Visitor(site)
    _ = await second.page("/forms/register")
    site.time.advance(by: .seconds(1))
    let third = PageTestSite.Visitor(site)
    _ = await third.page("/forms/register")
    #expect(site.routes.sessionCount == 2)
    // The first visitor's session went: it gets a fresh one, empty.
    let page = await first.page("/forms/register")
    #expect(page.attribute("data-status", id: "status-username") == "empty")
    #expect(site.routes.sessionCount == 2)
  }

  @Test("a session idle past the expiry is gone; a recent one stays")
  func expiry() async throws {
    var options = PageTestSite.options
    options.idleExpiry = .seconds(60)
    let site = try PageTestSite(forms: ["register"], options: options)
    let idle = PageTestSite.Visitor(site)
    _ = await idle.post("/forms/register", [("username", "abc")])
    site.time.advance(by: .seconds(45))
    let recent = PageTestSite.Visitor(site)
    _ = await recent.post("/forms/register", [("username", "abcd")])
    site.time.advance(by: .seconds(30))
    #expect(await recent.page("/forms/register").attribute("value", id: "field-username") == "abcd")
    #expect(site.routes.sessionCount == 1)
    #expect(await idle.page("/forms/register").attribute("value", id: "field-username") == "")
  }
}
