import Foundation
import Testing

/// `formcheck serve` reads HTTP/1.1 strictly: a head that frames its body two ways, folds a
/// line, names a field with other than a token, holds a control character or an HTTP/1.1
/// request without `Host` is a 400 that closes the connection, so a request smuggled behind
/// it (or inside its body) is never answered.
@Suite("formcheck serve: strict HTTP")
struct ServeStrictHTTPTests {
  /// A request sent after the malformed one on the same connection.
  static let smuggled = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
  /// The head of a validation request, to which each case adds its fields.
  static let post =
    "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
  /// The length of ``smuggled``: a body of that length is the smuggled request.
  static let smuggledLength = smuggled.utf8.count

  /// The messages of the server's refusals.
  static let folded = "the request has a folded header line (one starting with a space or tab)"
  static let notAToken = "the request has a header field name that is not a token"
  static let notChunked = "the request's Transfer-Encoding is not chunked alone"

  /// What the server sends back for `head` followed by ``smuggled``, read to the end.
  private func answer(to head: String, on server: ServeProcess) throws -> String {
    let connection = try HTTPTestConnection(port: server.port, timeout: .seconds(30))
    connection.send(head + Self.smuggled)
    let text = connection.read()
    #expect(!connection.timedOut)
    return text
  }

  /// Heads the server refuses, each with the message of its refusal.
  static let refusedHeads: [(head: String, message: String)] = [
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
    // libmicrohttpd appends a folded line to the field's name: the length would be lost,
    // and the body, a request, answered.
    (post + "Content-Length: \(smuggledLength)\r\n 0\r\n\r\n", folded),
    (post + "X-Note: a\r\n Content-Length: \(smuggledLength)\r\n\r\n", folded),
    (post + "Content-: \(smuggledLength)\r\n\tLength\r\n\r\n", folded),
    (post + "Content-Length: 2\r\n \t \r\n\r\n{}", folded),
    ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: a\r\n b\r\n\r\n", folded),
    (post + "Content-Length : \(smuggledLength)\r\n\r\n", notAToken),
    ("GET /healthz HTTP/1.1\r\n X-Note: a\r\nHost: 127.0.0.1\r\n\r\n", notAToken),
    (post + "X/Note: a\r\n\r\n", notAToken),
    (
      post + "X-Note: a\rContent-Length: \(smuggledLength)\r\n\r\n",
      "the request has a control character in a header field's value"
    ),
    (post + "Transfer-Encoding: gzip\r\n\r\n{}", notChunked),
    (post + "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", notChunked),
    (
      post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
      notChunked
    ),
  ]

  @Test(arguments: refusedHeads)
  func aMalformedOrAmbiguousHeadIsA400AndNothingBehindItIsAnswered(head: String, message: String) throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let text = try answer(to: head, on: server)
    let response = HTTPTestConnection.parse(text)
    #expect(response.status == 400)
    #expect(response.headers["connection"]?.lowercased() == "close")
    #expect(response.json["error"] as? String == message)
    #expect(!text.contains("200 OK"))
    #expect(try server.request("GET", "/healthz").status == 200)
  }

  /// libmicrohttpd's own refusals, before the server sees the request (an HTTP/1.1
  /// request without `Host`, a folded `Host`, a length not all digits): its 400 page.
  @Test(arguments: [
    "GET /healthz HTTP/1.1\r\n\r\n",
    "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n 9\r\n\r\n",
    post + "Content-Length: +2\r\n\r\n{}",
    post + "Content-Length: 2 \r\n\r\n{}",
    post + "Content-Length: 0x2\r\n\r\n{}",
  ])
  func aHeadLibmicrohttpdRefusesIsA400AndNothingBehindItIsAnswered(head: String) throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let text = try answer(to: head, on: server)
    #expect(HTTPTestConnection.parse(text).status == 400)
    #expect(!text.contains("200 OK"))
  }

  /// A bare LF ends a line wherever libmicrohttpd reads one, the request line and the last
  /// field alike, so a head is read one way only: whole, with what follows it.
  @Test func bareLineFeedsEndLinesThroughout() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let text = try answer(
      to: "POST /api/forms/register/validate HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n"
        + "X-Note: a\nContent-Length: 2\n\n{}",
      on: server)
    #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
    #expect(text.contains(#""valid":false"#))
    #expect(text.contains(#"{"status":"ok"}"#))
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
