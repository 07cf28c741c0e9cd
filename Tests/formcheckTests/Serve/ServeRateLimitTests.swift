import Foundation
import Testing

/// `formcheck serve --rate`: only what is expensive — taps, new page sessions, page posts
/// without JavaScript — is limited per client address; validation calls and a session's
/// inputs never are. `--trust-proxy` makes `X-Forwarded-For` the client address for
/// requests from that proxy only.
@Suite("formcheck serve: the rate limit")
struct ServeRateLimitTests {
  /// How many expensive requests a test sends in a row where some must be refused: far
  /// more than the rate of 1 or 2 a second lets through, however slowly each is answered.
  static let burst = 30

  @Test func validationCallsAreNeverLimitedButTapsPastTheRateAre429s() throws {
    let server = try ServeProcess(["forms/profile.yaml", "--port", "0", "--quiet", "--rate", "2"])
    for _ in 0..<300 {
      let response = try server.validate("profile", #"{"display_name":"Ada"}"#)
      guard response.status == 200 else {
        Issue.record("a validation call got \(response.status): \(response.body)")
        return
      }
    }
    for path in ["/healthz", "/metrics", "/assets/form.css", "/assets/form.js", "/api/forms/profile/schema"] {
      for _ in 0..<10 { #expect(try server.request("GET", path).status == 200, "\(path)") }
    }

    let taps = try (0..<Self.burst).map { _ in try server.validate("profile", "{}", tap: "save") }
    #expect(taps.first?.status == 200)
    #expect(Set(taps.map(\.status)) == [200, 429])
    for refused in taps where refused.status == 429 {
      #expect(refused.headers["retry-after"] == "1")
      #expect((refused.json["error"] as? String)?.contains("at most 2 a second") == true)
    }
    // Validation goes on while taps are refused.
    #expect(try server.validate("profile", "{}").status == 200)
  }

  @Test func newPageSessionsTapsAndPostsAreLimitedButASessionsInputsAreNot() throws {
    let server = try ServeProcess(["forms/profile.yaml", "--port", "0", "--quiet", "--rate", "1"])
    let first = try server.request("GET", "/forms/profile")
    #expect(first.status == 200)
    let cookie = try #require(first.headers["set-cookie"]?.components(separatedBy: ";").first)
    let session = ["Cookie": cookie]
    let json = ["Content-Type": "application/json"].merging(session) { $1 }

    // A session's page, inputs and state: never limited.
    for index in 0..<100 {
      let input = try server.request(
        "POST", "/forms/profile/input", body: #"{"field":"display_name","value":"Ada \#(index)"}"#,
        headers: json)
      #expect(input.status == 204)
    }
    for _ in 0..<20 { #expect(try server.request("GET", "/forms/profile", headers: session).status == 200) }

    // New sessions, page taps and posts without JavaScript: limited.
    let visits = try (0..<Self.burst).map { _ in try server.request("GET", "/forms/profile").status }
    #expect(visits.contains(429))
    #expect(Set(visits).isSubset(of: [200, 429]))
    var refused: HTTPTestConnection.Response?
    for _ in 0..<Self.burst where refused == nil {
      let tap = try server.request("POST", "/forms/profile/tap", body: #"{"button":"save"}"#, headers: json)
      #expect([204, 429].contains(tap.status))
      if tap.status == 429 { refused = tap }
    }
    #expect(try #require(refused).headers["retry-after"] == "1")
    // The page says why the tap did nothing: its button failed, with the reason.
    let page = try server.request("GET", "/forms/profile", headers: session)
    #expect(page.status == 200)
    #expect(page.body.contains("too many taps, new sessions or form posts from one address"))
    let posts = try (0..<Self.burst).map { _ in
      try server.request(
        "POST", "/forms/profile", body: "display_name=Ada&check=",
        headers: ["Content-Type": "application/x-www-form-urlencoded"].merging(session) { $1 }
      ).status
    }
    #expect(posts.contains(429))
    #expect(Set(posts).isSubset(of: [200, 429]))
  }

  @Test func behindATrustedProxyEachForwardedClientHasItsOwnLimit() throws {
    let server = try ServeProcess([
      "forms/profile.yaml", "--port", "0", "--quiet", "--rate", "1", "--trust-proxy", "127.0.0.2",
    ])
    // Through the proxy, every client has a rate of its own.
    for index in 0..<Self.burst {
      let response = try Self.tap(server, from: "127.0.0.2", forwardedFor: "198.51.100.7, 203.0.113.\(index)")
      #expect(response.status == 200, "client \(index) through the proxy: \(response.body)")
    }
    // One client through the proxy is limited.
    let one = try (0..<Self.burst).map { _ in
      try Self.tap(server, from: "127.0.0.2", forwardedFor: "192.0.2.1").status
    }
    #expect(one.first == 200)
    #expect(one.contains(429))
    // The proxy's own requests and malformed headers count as the proxy's address.
    let malformed = try (0..<Self.burst).map { index in
      try Self.tap(server, from: "127.0.0.2", forwardedFor: index.isMultiple(of: 2) ? "garbage" : nil).status
    }
    #expect(malformed.first == 200)
    #expect(malformed.contains(429))
  }

  @Test func fromAnUntrustedAddressTheForwardedHeaderIsIgnored() throws {
    let server = try ServeProcess([
      "forms/profile.yaml", "--port", "0", "--quiet", "--rate", "1", "--trust-proxy", "127.0.0.2",
    ])
    let statuses = try (0..<Self.burst).map { index in
      try Self.tap(server, from: "127.0.0.1", forwardedFor: "203.0.113.\(index)").status
    }
    #expect(statuses.first == 200)
    #expect(statuses.contains(429))
    #expect(Set(statuses).isSubset(of: [200, 429]))
  }

  /// The API's tap of profile's `save` from `source`, with `X-Forwarded-For: forwardedFor`.
  private static func tap(_ server: ServeProcess, from source: String, forwardedFor: String?) throws
    -> HTTPTestConnection.Response
  {
    let connection = try HTTPTestConnection(port: server.port, from: source)
    let body = "{}"
    connection.send(
      "POST /api/forms/profile/validate?tap=save HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        + (forwardedFor.map { "X-Forwarded-For: \($0)\r\n" } ?? "") + "\r\n" + body)
    return connection.response()
  }
}
