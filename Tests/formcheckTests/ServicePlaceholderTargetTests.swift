import Foundation
import ServiceTestSupport
import Testing

/// What reaches the service for a hostile value typed into a field that fills a path
/// placeholder and a query value: exactly one segment or value, percent-encoded, never a
/// dot segment, another query parameter or a fragment; and a failed request's message,
/// which names the route with the value as typed, shows a CR or LF as an escape.
@Suite(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
struct ServicePlaceholderTargetTests {
  let server: TestServiceServer
  /// This test's requests in the server's log.
  let tag = TestServiceServer.tag()

  init() throws {
    server = try TestServiceServer.shared.get()
  }

  /// A form whose field `name` must be absent from a store per request line of
  /// `lookups` (in order), each looking `{key}` up on the test server.
  func spec(_ lookups: [String]) throws -> URL {
    let spec = try Formcheck.temporaryDirectory().appendingPathComponent("targets.yaml")
    let stores = lookups.enumerated().map { "  s\($0): { service: api, lookup: \"\($1)\" }" }
    let rules = lookups.indices.map { "{ absent_in: s\($0), message: Taken }" }
    try """
    form: targets
    services:
      api: { url: "${FORMCHECK_API_URL}" }
    stores:
    \(stores.joined(separator: "\n"))
    fields:
      name:
        rules: [\(rules.joined(separator: ", "))]
        ok: Free
    """.write(to: spec, atomically: false, encoding: .utf8)
    return spec
  }

  /// A form whose field `name` is looked up by path (`/users/{key}`) and by query
  /// (`/users/x?v={key}`), under `/prefix`.
  func spec(prefix: String) throws -> URL {
    try spec(["GET /\(prefix)/users/{key}?\(tag)", "GET /\(prefix)/users/x?\(tag)&v={key}"])
  }

  /// The raw request-targets of this test's requests, sorted: every one, so that a
  /// request sent anywhere else would show.
  func targets() async throws -> [String] {
    try await server.settledRequests(containing: tag).map(\.target).sorted()
  }

  /// The two targets a value encoded as `encoded` gives.
  func expected(_ prefix: String, _ encoded: String) -> [String] {
    ["/\(prefix)/users/\(encoded)?\(tag)", "/\(prefix)/users/x?\(tag)&v=\(encoded)"].sorted()
  }

  static let hostile: [(typed: String, encoded: String)] = [
    ("..", "%2E%2E"), (".", "%2E"), ("%2e%2e", "%252e%252e"), ("a/../../x", "a%2F..%2F..%2Fx"),
    ("?x=1", "%3Fx%3D1"), ("#", "%23"), ("@host", "%40host"), ("a&b=c", "a%26b%3Dc"),
  ]

  @Test(arguments: hostile)
  func aTypedValueReachesTheServerAsOneSegmentOrValue(_ value: (typed: String, encoded: String)) async throws
  {
    let prefix = "p" + UUID().uuidString.prefix(8).lowercased()
    let outcome = try Formcheck.run(
      ["run", try spec(prefix: prefix).path], input: "set name \(value.typed)\nshow\n",
      environment: ["FORMCHECK_API_URL": server.url("")])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try await targets() == expected(prefix, value.encoded))
  }

  @Test func aCarriageReturnAndLineFeedFromABatchRecordAreEncoded() async throws {
    let prefix = "p" + UUID().uuidString.prefix(8).lowercased()
    let outcome = try Formcheck.run(
      ["batch", try spec(prefix: prefix).path], input: #"{"name":"a\r\nb"}"# + "\n",
      environment: ["FORMCHECK_API_URL": server.url("")])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try await targets() == expected(prefix, "a%0D%0Ab"))
  }

  @Test func aFailedRequestsMessageShowsCarriageReturnAndLineFeedAsEscapes() throws {
    let spec = try spec(["GET /status/500?\(tag)&v={key}"])
    let outcome = try Formcheck.run(
      ["batch", spec.path], input: #"{"name":"a\r\nb"}"# + "\n",
      environment: ["FORMCHECK_API_URL": server.url("")])
    #expect(outcome.status == 1)
    let line = try #require(outcome.lines.first)
    let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let fields = try #require(record?["fields"] as? [String: [String: Any]])
    let message = try #require(fields["name"]?["message"] as? String)
    #expect(message.contains("GET /status/500?\(tag)&v=a\\r\\nb "))
    #expect(!message.contains("\r") && !message.contains("\n"))
  }
}
