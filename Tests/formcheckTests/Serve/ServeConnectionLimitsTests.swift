import Foundation
import Testing

/// `formcheck serve`'s connection limits: one client address holds at most
/// `--max-connections-per-address` connections, and a connection whose request head has not
/// arrived within the head deadline is closed, so a client trickling heads (slowloris)
/// neither locks others out nor holds its connections for long.
@Suite("formcheck serve: connection limits")
struct ServeConnectionLimitsTests {
  /// The second client's address: another loopback address.
  static let hog = "127.0.0.2"

  @Test func aClientTricklingHeadsLocksNoOtherOutAndIsClosedByTheDeadline() throws {
    let server = try ServeProcess([
      "forms/register.yaml", "--port", "0", "--max-connections-per-address", "8",
    ])
    let hogs = try (0..<8).map { _ in
      // Three times the head deadline: without it, the reads time out.
      let connection = try HTTPTestConnection(port: server.port, timeout: .seconds(90), from: Self.hog)
      connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
      return connection
    }
    // One more from the hog's address is over its limit: closed at once, unanswered.
    let extra = try HTTPTestConnection(port: server.port, timeout: .seconds(20), from: Self.hog)
    extra.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(extra.read() == "")
    #expect(!extra.timedOut)
    // Another address is served while the hog holds its connections.
    #expect(try server.request("GET", "/healthz").status == 200)
    // The hog's half heads are closed by the head deadline, well within the read timeout.
    for connection in hogs {
      #expect(connection.read() == "")
      #expect(!connection.timedOut)
    }
  }

  @Test func aConnectionOnceItsHeadArrivedMayIdleBetweenRequests() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let connection = try HTTPTestConnection(port: server.port, timeout: .seconds(90))
    connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(connection.read(until: "{\"status\":\"ok\"}").contains("200 OK"))
    // Longer than the head deadline: the connection stays open for its next request.
    Thread.sleep(forTimeInterval: 33)
    connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(connection.response().status == 200)
  }

  @Test func theLimitPerAddressIsAWholeNumberUpToTheConnectionLimit() throws {
    let result = try Formcheck.run(["serve", "forms/register.yaml", "--max-connections-per-address", "0"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--max-connections-per-address"))
  }
}
