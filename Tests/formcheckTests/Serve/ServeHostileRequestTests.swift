import FormRules
import FormRulesFuzzing
import FormRulesIO
import Foundation
import Testing

@testable import formcheck

/// `serve`'s whole site (index, live pages, API, operations) answering thousands of
/// hostile requests in-process — methods, paths, headers and bodies from a seeded
/// generator, mutated from real ones: every answer is a client error or a success, never
/// a server error, and every error says what went wrong as `{"error":…}`.
@Suite("formcheck serve: hostile requests")
struct ServeHostileRequestTests {
  @Test func everyAnswerToAHostileRequestIsAClientErrorOrASuccess() async throws {
    let site = try Self.site()
    let (failures, statuses) = await offThePool {
      var random = SplitMix64(seed: 0x5E4E_F0A4)
      var failures: [String] = []
      var statuses: [Int: Int] = [:]
      var cookies: [String] = []
      for _ in 0..<3_000 {
        let request = Self.hostileRequest(&random, cookies: cookies)
        let response = site.respond(to: request)
        statuses[response.status, default: 0] += 1
        if let set = response.header("Set-Cookie"), let cookie = set.split(separator: ";").first,
          cookies.count < 8
        {
          cookies.append(String(cookie))
        }
        if let failure = Self.failure(of: response, to: request) { failures.append(failure) }
      }
      return (failures, statuses)
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    // The requests reach past routing: pages and the API answered, commands were taken,
    // bodies and types refused.
    for status in [200, 204, 400, 403, 405, 415] {
      #expect(statuses[status, default: 0] > 20, "\(statuses.sorted { $0.key < $1.key })")
    }
  }

  /// What is wrong with `response` to `request`, if anything.
  private static func failure(of response: HTTPResponse, to request: HTTPRequest) -> String? {
    let described = "\(request.method) \(request.path.debugDescription) → \(response.status)"
    guard (200..<500).contains(response.status) else { return "server error: \(described)" }
    guard response.header("Content-Type") != nil else { return "no content type: \(described)" }
    guard response.status >= 400 else { return nil }
    guard case .bytes(let body) = response.body,
      case .object(let members)? = try? JSONParser.parse(body),
      case .string(let message)? = members.first(where: { $0.key == "error" })?.value, !message.isEmpty
    else { return "an error without {\"error\":…}: \(described) \(response.text.prefix(200))" }
    return nil
  }

  /// The responder `formcheck serve forms/register.yaml forms/order.yaml` builds, on a
  /// temporary data directory.
  private static func site() throws -> ServeResponder {
    let directory = try Formcheck.temporaryDirectory()
    let paths = ["register", "order"].map {
      Formcheck.repositoryRoot.appendingPathComponent("forms/\($0).yaml").path
    }
    let environment = FormEnvironment(storage: .dataDirectory(directory.path))
    let address = try #require(HTTPListenAddress(host: "127.0.0.1", port: 8080))
    return ServeResponder.site(
      of: try ServedFormLoader.load(paths), environment: environment, pages: PageOptions(),
      hosts: HostAllowList(address: address, extraNames: []), rate: nil, logs: false
    ).responder
  }

  /// A request of the site's own, to mutate: method, path, content type and body.
  private typealias Template = (method: String, path: String, type: String, body: String)

  /// What the site's pages, script and API clients send.
  private static let templates: [Template] = [
    ("GET", "/", "", ""), ("GET", "/forms/register", "", ""), ("GET", "/forms/order", "", ""),
    (
      "POST", "/forms/register", "application/x-www-form-urlencoded",
      "username=alice1&password=correct+horse+9"
    ),
    (
      "POST", "/forms/order", "application/x-www-form-urlencoded",
      "customer.name=Ada&lines%5B1%5D.sku=ABC-1234"
    ),
    ("POST", "/forms/register/input", "application/json", #"{"field":"username","value":"alice1"}"#),
    ("POST", "/forms/order/input", "application/json", #"{"field":"lines[1].quantity","value":"3"}"#),
    ("POST", "/forms/order/add", "application/json", #"{"group":"lines"}"#),
    ("POST", "/forms/order/remove", "application/json", #"{"item":"lines[1]"}"#),
    ("POST", "/forms/register/tap", "application/json", #"{"button":"register"}"#),
    ("GET", "/forms/register/events", "", ""),
    (
      "POST", "/api/forms/register/validate", "application/json",
      #"{"username":"alice1","password":"correct horse 9","repeated_password":"correct horse 9"}"#
    ),
    (
      "POST", "/api/forms/order/validate", "application/json",
      #"{"customer":{"name":"Ada","email":"ada@example.com"},"lines":[{"sku":"ABC-1234","quantity":2,"unit_price":3.5}]}"#
    ),
    ("GET", "/api/forms/order/schema", "", ""), ("GET", "/assets/form.js", "", ""),
    ("GET", "/metrics", "", ""),
    ("GET", "/healthz", "", ""),
  ]

  /// Fragments a hostile client sends.
  private static let fragments = [
    "%", "%zz", "%00", "%C3%28", "..", "/", "//", "?", "#", "\u{0}", "\u{1B}[2J", "é", "\u{202E}", "'", "\"",
    "<script>", "%2F", "+", "=", "&", ";", "\r\n", String(repeating: "a", count: 5_000), "\u{FFFD}", "[", "{",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "-1", "99999999999999999999",
    "null", "true", "1e999", "lines[0]", "lines[99999999999]", "form.", "\\u0000",
  ]

  private static let methods = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "get", "", "G\u{0}T"]
  private static let contentTypes = [
    "application/json", "application/x-www-form-urlencoded", "text/plain", "application/json; charset=utf-16",
    "multipart/form-data; boundary=x", "", "application/jsonp", "*/*",
  ]
  private static let languages = ["fr-CA", "*", "de;q=0.5, fr;q=2", "x-\u{0}", ";;;,,,", "fr;q=nan", "en-US"]

  /// One request: one of the site's own with some of its parts mutated, carrying one of
  /// the session cookies the site gave (or a forged one, or none).
  private static func hostileRequest(_ random: inout SplitMix64, cookies: [String]) -> HTTPRequest {
    let template = pick(templates, &random)
    func sometimes(_ random: inout SplitMix64) -> Bool { Int.random(in: 0..<3, using: &random) == 0 }
    let method = sometimes(&random) ? pick(methods, &random) : template.method
    let path = sometimes(&random) ? mutated(template.path, &random) : template.path
    var body = Array(template.body.utf8)
    if sometimes(&random) {
      body =
        Bool.random(using: &random)
        ? Array(mutated(template.body, &random).utf8)
        : (0..<Int.random(in: 0..<300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
    var headers: [(name: String, value: String)] = [("host", "127.0.0.1:8080")]
    let type = sometimes(&random) ? pick(contentTypes, &random) : template.type
    if !type.isEmpty { headers.append(("content-type", type)) }
    if sometimes(&random) { headers.append(("accept-language", pick(languages, &random))) }
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1, 2: if let cookie = cookies.randomElement(using: &random) { headers.append(("cookie", cookie)) }
    case 3: headers.append(("cookie", mutated(cookies.first ?? "formcheck_session=0", &random)))
    default: break
    }
    headers.append(
      ("origin", sometimes(&random) ? mutated("http://127.0.0.1:8080", &random) : "http://127.0.0.1:8080"))
    var query: [(name: String, value: String)] = []
    if sometimes(&random) { query.append((mutated("tap", &random), mutated("register", &random))) }
    return HTTPRequest(
      method: method, path: path, query: query, headers: headers, body: body, clientAddress: "127.0.0.1")
  }

  /// One of `items`, which is not empty.
  private static func pick<Item>(_ items: [Item], _ random: inout SplitMix64) -> Item {
    items[Int.random(in: items.indices, using: &random)]
  }

  /// `text` with a few fragments inserted, bytes dropped or parts repeated.
  private static func mutated(_ text: String, _ random: inout SplitMix64) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let at = Int.random(in: 0...characters.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: characters.insert(contentsOf: pick(fragments, &random), at: at)
      case 1: if at < characters.count { characters.remove(at: at) }
      default: characters.insert(contentsOf: characters[at...].prefix(20), at: at)
      }
    }
    return String(characters)
  }
}
