import Foundation
import Testing

/// `formcheck serve` reads HTTP/1.1 strictly: a head that frames its body two ways, or an
/// HTTP/1.1 request without `Host`, is a 400 that closes the connection, so a request
/// smuggled behind it is never answered.
@Suite("formcheck serve: strict HTTP")
struct ServeStrictHTTPTests {
  /// A request sent after the malformed one on the same connection.
  static let smuggled = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"

  /// What the server sends back for `head` followed by ``smuggled``, read to the end.
  private func answer(to head: String, on server: ServeProcess) throws -> String {
    let connection = try HTTPTestConnection(port: server.port, timeout: .seconds(30))
    connection.send(head + Self.smuggled)
    let text = connection.read()
    #expect(!connection.timedOut)
    return text
  }

  @Test(arguments: [
    (
      "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      "the request has both Content-Length and Transfer-Encoding"
    ),
    (
      "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}x",
      "the request has two different Content-Length fields"
    ),
  ])
  func aBodyFramedTwoWaysIsA400AndNothingBehindItIsAnswered(head: String, message: String) throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let text = try answer(to: head, on: server)
    let response = HTTPTestConnection.parse(text)
    #expect(response.status == 400)
    #expect(response.headers["connection"]?.lowercased() == "close")
    #expect(response.json["error"] as? String == message)
    #expect(!text.contains("200 OK"))
    #expect(try server.request("GET", "/healthz").status == 200)
  }

  @Test func anHTTP11RequestWithoutHostIsA400AndNothingBehindItIsAnswered() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let text = try answer(to: "GET /healthz HTTP/1.1\r\n\r\n", on: server)
    #expect(HTTPTestConnection.parse(text).status == 400)
    #expect(!text.contains("200 OK"))
  }

  @Test func oneLengthSentTwiceAlikeIsServed() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let connection = try HTTPTestConnection(port: server.port)
    connection.send(
      "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}")
    #expect(connection.response().status == 200)
  }
}
