import FormRules
import Testing

@testable import formcheck

/// The parts of `serve` that need no server: the rate limit's arithmetic, listen
/// addresses, HTML escaping, form names.
@Suite("formcheck serve: parts")
struct ServeUnitTests {
  @Test func theBucketHoldsRateTokensAndRefillsAtRatePerSecond() {
    let limiter = RateLimiter(rate: 2)
    let start = ContinuousClock.now
    #expect(limiter.allows("a", at: start))
    #expect(limiter.allows("a", at: start))
    #expect(!limiter.allows("a", at: start))
    #expect(limiter.allows("b", at: start))
    #expect(!limiter.allows("a", at: start + .milliseconds(400)))
    #expect(limiter.allows("a", at: start + .milliseconds(900)))
    #expect(limiter.allows("a", at: start + .seconds(10)))
    #expect(limiter.allows("a", at: start + .seconds(10)))
    #expect(!limiter.allows("a", at: start + .seconds(10)))
  }

  @Test(arguments: [
    ("127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1"), ("0.0.0.0", "0.0.0.0"), ("::1", "[::1]"),
    ("[::1]", "[::1]"), ("::", "[::]"), ("fe80::1", "[fe80::1]"),
  ])
  func hostsAreIPLiteralsOrLocalhost(host: String, url: String) throws {
    let address = try #require(HTTPListenAddress(host: host, port: 80))
    #expect(address.urlHost == url)
  }

  @Test(arguments: ["example.com", "", "127.0.0.256", "1.2.3", "[::1", "::1]"])
  func otherHostsAreRefused(host: String) {
    #expect(HTTPListenAddress(host: host, port: 80) == nil)
  }

  @Test func htmlAndPathSegmentsAreEscaped() {
    #expect(
      HTMLText.escaped(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(PercentEncoding.encoded("a b/é?#") == "a%20b%2F%C3%A9%3F%23")
    #expect(PercentEncoding.encoded("register-v2_x.y~") == "register-v2_x.y~")
  }

  @Test(arguments: [
    ("forms/register.yaml", "register"), ("a/b/order.yml", "order"), ("plain.yaml", "plain"),
    ("x.yaml.yml", "x.yaml"), ("x.yml.yaml", "x.yml"),
  ])
  func aFormIsNamedByItsFileName(path: String, name: String) {
    #expect(ServedFormLoader.name(of: path) == name)
  }

  @Test func hostNamesAreMatchedWithoutPortAndIPv6InBrackets() throws {
    let loopback6 = HostAllowList(
      address: try #require(HTTPListenAddress(host: "::1", port: 80)), extraNames: ["Forms.Example"])
    #expect(loopback6.allows(host: "[::1]:8080"))
    #expect(loopback6.allows(host: "localhost"))
    #expect(loopback6.allows(host: "forms.example:443"))
    #expect(!loopback6.allows(host: "::1"))
    #expect(!loopback6.allows(host: "127.0.0.1"))
    #expect(!loopback6.allows(host: "evil.example"))
    let everywhere = HostAllowList(
      address: try #require(HTTPListenAddress(host: "0.0.0.0", port: 80)), extraNames: [])
    #expect(everywhere.allows(host: "192.0.2.7:8080"))
    #expect(everywhere.allows(host: "localhost"))
    #expect(!everywhere.allows(host: "evil.example"))
    let privateAddress = HostAllowList(
      address: try #require(HTTPListenAddress(host: "10.0.0.5", port: 80)), extraNames: [])
    #expect(privateAddress.allows(host: "10.0.0.5:80"))
    #expect(!privateAddress.allows(host: "localhost"))
  }
}
