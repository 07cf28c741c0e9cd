import Foundation
import Testing

@testable import formcheck

/// `formcheck serve`'s validation API, end to end: the built binary on a free port, a
/// fresh data directory, plain HTTP.
@Suite("formcheck serve: the API")
struct ServeAPITests {
  let server: ServeProcess

  init() throws {
    let dataDirectory = try Formcheck.temporaryDirectory()
    server = try ServeProcess([
      "forms/register.yaml", "forms/order.yaml", "--port", "0", "--data-dir", dataDirectory.path,
    ])
  }

  @Test func aShortUsernameFailsWithItsMessageAndLocksThePassword() throws {
    let response = try server.validate("register", #"{"username":"al","password":"x"}"#)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json; charset=utf-8")
    #expect(response.json["valid"] as? Bool == false)
    #expect(response.json["record"] == nil)
    let username = try #require(response.object("fields", "username"))
    #expect(username["status"] as? String == "failed")
    #expect(username["message"] as? String == "Username must be at least 6 characters")
    #expect(response.object("fields", "password")?["enabled"] as? Bool == false)
    #expect(response.object("buttons", "register")?["enabled"] as? Bool == false)
  }

  @Test func acceptLanguagePicksTheLocaleOfTheMessages() throws {
    let record = #"{"customer":{"name":"A","email":"a@example.org"},"lines":[]}"#
    let french = "Name\u{A0}: au moins 2 caractères"
    func nameMessage(_ language: String?) throws -> String? {
      let response = try server.validate(
        "order", record, headers: language.map { ["Accept-Language": $0] } ?? [:])
      #expect(response.status == 200)
      return response.object("fields", "customer", "fields", "name")?["message"] as? String
    }
    #expect(try nameMessage("de;q=1, fr-CA;q=0.9, en;q=0.5") == french)
    #expect(try nameMessage(nil) == "Name must be at least 2 characters")
    #expect(try nameMessage("fr;q=0.2, en") == "Name must be at least 2 characters")
    // Past the locales the pool keeps sessions for, answers are in the server's locale.
    for region in "ABCDEFGHIJKLMNOP".prefix(FormSessionPool.mostLocales) {
      _ = try nameMessage("fr-Z\(region)")
    }
    #expect(try nameMessage("fr-YY") == "Name must be at least 2 characters")
    #expect(try nameMessage("fr-CA") == french)
  }

  @Test func aTapRegistersAndTheNameIsThenTaken() throws {
    let record = #"{"username":"alice_w","password":"Correct-Horse-9","repeat_password":"Correct-Horse-9"}"#
    let first = try server.validate("register", record, tap: "register")
    #expect(first.status == 200)
    #expect(first.json["valid"] as? Bool == true)
    #expect(first.object("buttons", "register", "result")?["status"] as? String == "ok")
    let second = try server.validate("register", #"{"username":"alice_w"}"#)
    #expect(second.object("fields", "username")?["message"] as? String == "Username is already taken")
  }

  @Test func aRecordWithGroupsNestsAsBatchDoes() throws {
    let record =
      #"{"customer":{"name":"Ann","email":"ann@example.com"},"lines":[{"sku":"ABC-1234","quantity":2,"unit_price":3.5}]}"#
    let response = try server.validate("order", record)
    #expect(response.status == 200)
    #expect(response.object("fields", "customer")?["status"] as? String == "ok")
    let lines = try #require(response.object("fields", "lines"))
    #expect(lines["count"] as? Int == 1)
    #expect(response.object("computed")?["total"] as? Double == 7)
  }

  @Test func aMalformedRecordIsA400NamingThePath() throws {
    let response = try server.validate("order", #"{"customer":{"name":["Ann"]}}"#)
    #expect(response.status == 400)
    let message = try #require(response.json["error"] as? String)
    #expect(message.contains("customer.name"))
    let broken = try server.validate("register", #"{"username":"#)
    #expect(broken.status == 400)
    #expect(broken.json["error"] is String)
    let empty = try server.validate("register", "")
    #expect(empty.status == 400)
  }

  @Test(arguments: [
    nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
  ])
  func aRecordNotSentAsJSONIsA415(contentType: String?) throws {
    let response = try server.request(
      "POST", "/api/forms/register/validate?tap=register", body: #"{"username":"mallory"}"#,
      headers: contentType.map { ["Content-Type": $0] } ?? [:])
    #expect(response.status == 415)
    #expect(response.json["error"] as? String == "send the record as Content-Type: application/json")
    let withCharset = try server.request(
      "POST", "/api/forms/register/validate", body: "{}",
      headers: ["Content-Type": "Application/JSON; charset=utf-8"])
    #expect(withCharset.status == 200)
  }

  @Test func anUnknownButtonIsA400WithASuggestion() throws {
    let response = try server.validate("register", #"{"username":"alice_w"}"#, tap: "regster")
    #expect(response.status == 400)
    #expect((response.json["error"] as? String)?.contains("did you mean 'register'") == true)
  }

  @Test(arguments: [
    ("POST", "/api/forms/nothing/validate"), ("GET", "/api/forms/nothing/schema"),
    ("GET", "/api/forms/register/other"), ("GET", "/api/elsewhere"), ("GET", "/no/such/page"),
  ])
  func unknownFormsAndRoutesAre404s(method: String, path: String) throws {
    let response = try server.request(method, path, body: method == "POST" ? "{}" : nil)
    #expect(response.status == 404)
    #expect(response.json["error"] is String)
  }

  @Test(arguments: [
    ("GET", "/api/forms/register/validate", "POST"), ("POST", "/api/forms/register/schema", "GET, HEAD"),
    ("DELETE", "/healthz", "GET, HEAD"), ("POST", "/", "GET, HEAD"),
  ])
  func aWrongMethodIsA405WithAllow(method: String, path: String, allowed: String) throws {
    let response = try server.request(method, path, body: method == "POST" ? "{}" : nil)
    #expect(response.status == 405)
    #expect(response.headers["allow"] == allowed)
    #expect(response.json["error"] is String)
  }

  @Test func theSchemaDescribesTheRecords() throws {
    let response = try server.request("GET", "/api/forms/register/schema")
    #expect(response.status == 200)
    #expect(response.json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let password = try #require(response.object("properties", "password"))
    #expect(password["writeOnly"] as? Bool == true)
    #expect(password["title"] as? String == "Password")
    let order = try server.request("GET", "/api/forms/order/schema")
    #expect(order.object("properties", "lines")?["type"] as? String == "array")
  }

  @Test func healthAndTheIndex() throws {
    let health = try server.request("GET", "/healthz")
    #expect(health.status == 200)
    #expect(health.body == "{\"status\":\"ok\"}\n")
    let head = try server.request("HEAD", "/healthz")
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
    #expect(head.headers["content-type"] == "application/json; charset=utf-8")
    let index = try server.request("GET", "/")
    #expect(index.status == 200)
    #expect(index.headers["content-type"] == "text/html; charset=utf-8")
    #expect(index.body.contains("<a href=\"/forms/register\">"))
    #expect(index.body.contains("<a href=\"/forms/order\">"))
  }

  @Test func everyResponseCarriesTheSecurityHeaders() throws {
    for response in [try server.request("GET", "/"), try server.request("GET", "/nothing")] {
      let policy = try #require(response.headers["content-security-policy"])
      #expect(policy.contains("default-src 'self'"))
      #expect(policy.contains("frame-ancestors 'none'"))
      #expect(!policy.contains("unsafe-inline"))
      #expect(response.headers["x-content-type-options"] == "nosniff")
      #expect(response.headers["referrer-policy"] == "no-referrer")
      #expect(response.headers["cache-control"] == "no-store")
    }
  }

  @Test func theMetricsCountRequests() throws {
    let line = #"formcheck_http_requests_total{route="/api/forms/{name}/validate",status="200"}"#
    func count() throws -> Int {
      let metrics = try server.request("GET", "/metrics").body
      let found = metrics.split(separator: "\n").first { $0.hasPrefix(line) }
      return found.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
    }
    let before = try count()
    _ = try server.validate("register", #"{"username":"bob"}"#)
    _ = try server.validate("register", #"{"username":"carol"}"#)
    #expect(try count() == before + 2)
    let metrics = try server.request("GET", "/metrics").body
    #expect(metrics.contains("formcheck_http_request_duration_seconds_count"))
    #expect(metrics.contains("formcheck_store_errors_total 0"))
    #expect(metrics.contains(#"formcheck_sessions{kind="api"} 1"#))
  }

  @Test func noSecretIsEchoedOrLogged() throws {
    let secret = "Sw0rdfish-Secret-42"
    let records = [
      #"{"username":"dave_x","password":"\#(secret)","repeat_password":"\#(secret)"}"#,
      #"{"username":"dave_x","password":"\#(secret)","repeat_password":"other"}"#,
      #"{"username":"dave_x","password":["\#(secret)"]}"#,
      #"{"username":"dave_x","password":"\#(secret)""#,
    ]
    for record in records {
      for tap in [nil, "register"] {
        let response = try server.validate("register", record, tap: tap)
        #expect(!response.body.contains(secret))
      }
    }
    let (status, stderr) = server.stop()
    #expect(status == 0)
    #expect(!stderr.contains(secret))
    #expect(stderr.contains("POST /api/forms/register/validate 200"))
    #expect(!stderr.contains("tap="))
  }
}
