import Foundation
import Testing

/// `formcheck serve` answers only to its own names: the listen address, `localhost` on a
/// loopback address, and `--allowed-host` names; another `Host` (a rebinding attack's) is a
/// 421, and a page post's `Origin` must be one of those names too.
@Suite("formcheck serve: host names")
struct ServeHostNameTests {
  @Test(arguments: ["evil.example", "evil.example:8080", "127.0.0.1.evil.example"])
  func anotherHostIsA421ForGetAndPostAlike(host: String) throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    for (method, path, body) in [
      ("GET", "/api/forms/register/schema", nil), ("POST", "/api/forms/register/validate", "{}"),
      ("GET", "/forms/register", nil), ("GET", "/metrics", nil),
    ] {
      let response = try server.request(
        method, path, body: body, headers: ["Host": host, "Content-Type": "application/json"])
      #expect(response.status == 421, "\(method) \(path)")
      #expect((response.json["error"] as? String)?.contains("--allowed-host") == true)
    }
    // Health is answered by any name (a load balancer's check).
    #expect(try server.request("GET", "/healthz", headers: ["Host": host]).status == 200)
  }

  @Test(arguments: ["127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:1234"])
  func theListenAddressAndLocalhostAreServed(host: String) throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    #expect(try server.request("GET", "/api/forms/register/schema", headers: ["Host": host]).status == 200)
  }

  @Test func anAllowedHostIsServedAndItsPagesMayPost() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--allowed-host", "forms.example"])
    #expect(
      try server.request("GET", "/api/forms/register/schema", headers: ["Host": "Forms.Example:443"]).status
        == 200)
    #expect(try server.request("GET", "/forms/register", headers: ["Host": "other.example"]).status == 421)
    // Behind a proxy: Host is the proxy's upstream, Origin the public name.
    let post = ["Content-Type": "application/x-www-form-urlencoded", "Host": "127.0.0.1:8080"]
    let allowed = try server.request(
      "POST", "/forms/register", body: "username=abcdef",
      headers: post.merging(["Origin": "https://forms.example"]) { $1 })
    #expect(allowed.status == 200)
    let refused = try server.request(
      "POST", "/forms/register", body: "username=abcdef",
      headers: post.merging(["Origin": "https://evil.example"]) { $1 })
    #expect(refused.status == 403)
  }

  @Test(arguments: ["forms.example:8080", "http://forms.example", "", "a b"])
  func anAllowedHostMustBeAName(name: String) throws {
    let outcome = try Formcheck.run(["serve", "forms/register.yaml", "--allowed-host", name])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--allowed-host needs a host name"))
  }
}
