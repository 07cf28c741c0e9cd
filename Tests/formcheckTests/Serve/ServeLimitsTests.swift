import Foundation
import Testing

/// `formcheck serve`'s limits and failures: body size, `--rate 0`, stores that cannot be
/// opened (the rate limit has a suite of its own).
@Suite("formcheck serve: limits")
struct ServeLimitsTests {
  @Test func aBodyOverTheLimitIsA413() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--max-body", "64"])
    let record = #"{"username":"\#(String(repeating: "a", count: 100))"}"#
    let declared = try server.validate("register", record)
    #expect(declared.status == 413)
    #expect(declared.json["error"] as? String == "the request body is larger than 64 bytes")
    // Chunked: no length declared, refused once the pieces pass the limit.
    let connection = try HTTPTestConnection(port: server.port)
    connection.send(
      "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n\(String(repeating: " ", count: 64))\r\n"
        + "40\r\n\(String(repeating: " ", count: 64))\r\n0\r\n\r\n")
    #expect(connection.response().status == 413)
    #expect(try server.validate("register", #"{"username":"al"}"#).status == 200)
  }

  @Test func rateZeroIsUnlimited() throws {
    let server = try ServeProcess(["forms/profile.yaml", "--port", "0", "--rate", "0"])
    for _ in 0..<50 { #expect(try server.validate("profile", "{}", tap: "save").status == 200) }
  }

  @Test func aStoreThatCannotBeOpenedIsA503() throws {
    let file = try Formcheck.temporaryDirectory().appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--data-dir", file.path])
    let response = try server.validate("register", #"{"username":"alice_w"}"#)
    #expect(response.status == 503)
    #expect(response.json["error"] as? String == "a store of form 'register' cannot be opened")
    #expect(try server.request("GET", "/metrics").body.contains("formcheck_store_errors_total 1"))
    #expect(try server.request("GET", "/healthz").status == 200)
  }
}
