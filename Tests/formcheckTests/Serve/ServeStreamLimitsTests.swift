import Foundation
import Testing

/// `formcheck serve`'s limits on the live pages' event streams: at most
/// `--max-streams-per-address` open from one client address and four on one page session
/// (one more is a 429 with `Retry-After`, at once), each ending after `--stream-lifetime`;
/// a stream's place is given back whenever it ends, so whatever one address holds, another
/// is served.
@Suite("formcheck serve: event stream limits")
struct ServeStreamLimitsTests {
  /// The second client's address: another loopback address.
  static let hog = "127.0.0.2"

  /// A stream asked for: its connection and what arrived, up to its first state event (or
  /// the whole answer, for a refusal, which closes the connection).
  private struct Stream {
    let connection: HTTPTestConnection
    let text: String
    var response: HTTPTestConnection.Response { HTTPTestConnection.parse(text) }
    /// The session cookie the stream's answer set (`formcheck_session=…`).
    var cookie: String? {
      response.headers["set-cookie"]?.split(separator: ";").first.map(String.init)
    }
  }

  /// Asks `server` for the register form's event stream from `address`, with `cookie`.
  private func stream(on server: ServeProcess, from address: String? = nil, cookie: String? = nil) throws
    -> Stream
  {
    let connection = try HTTPTestConnection(port: server.port, timeout: .seconds(60), from: address)
    connection.send(
      "GET /forms/register/events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + (cookie.map { "Cookie: \($0)\r\n" } ?? "") + "\r\n")
    let text = connection.read(until: "event: state")
    #expect(!connection.timedOut)
    return Stream(connection: connection, text: text)
  }

  /// Whether `stream` is open and sent the page's state.
  private func isLive(_ stream: Stream) -> Bool {
    stream.response.status == 200 && stream.text.contains("event: state")
  }

  /// Reads `stream` to its end: whether the server ended it (the chunked body's last
  /// chunk, then the connection closed), well within the read timeout.
  private func ends(_ stream: Stream) -> Bool {
    let rest = stream.connection.read()
    return !stream.connection.timedOut && (stream.text + rest).hasSuffix("\r\n0\r\n\r\n")
  }

  @Test func anAddressHoldingItsStreamsIsRefusedAtOnceWhileAnotherGetsAStreamAndAPage() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--max-streams-per-address", "3"])
    let held = try (0..<3).map { _ in try stream(on: server, from: Self.hog) }
    #expect(held.allSatisfy(isLive))
    let refused = try stream(on: server, from: Self.hog).response
    #expect(refused.status == 429)
    #expect(refused.headers["retry-after"] == "10")
    #expect(
      refused.json["error"] as? String
        == "too many event streams from one address: at most 3 at once; try again later")
    #expect(isLive(try stream(on: server)))
    #expect(try server.request("GET", "/forms/register").status == 200)
  }

  @Test func aSessionHoldsAtMostFourStreamsAndAnotherSessionIsServed() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let first = try stream(on: server)
    let cookie = try #require(first.cookie)
    let more = try (0..<3).map { _ in try stream(on: server, cookie: cookie) }
    #expect(([first] + more).allSatisfy(isLive))
    let refused = try stream(on: server, cookie: cookie).response
    #expect(refused.status == 429)
    #expect(refused.headers["retry-after"] == "10")
    #expect(
      refused.json["error"] as? String
        == "too many event streams on one page session: at most 4 at once; try again later")
    #expect(isLive(try stream(on: server)))
  }

  @Test func aStreamEndsAfterItsLifetimeAndItsPlaceIsFreed() throws {
    let server = try ServeProcess([
      "forms/register.yaml", "--port", "0", "--max-streams-per-address", "1", "--stream-lifetime", "1s",
    ])
    let first = try stream(on: server, from: Self.hog)
    #expect(isLive(first))
    #expect(ends(first))
    #expect(isLive(try stream(on: server, from: Self.hog)))
  }

  @Test func aStreamEndsWithItsEvictedSessionAndItsPlaceIsFreed() throws {
    let server = try ServeProcess([
      "forms/register.yaml", "--port", "0", "--max-streams-per-address", "1", "--max-sessions", "1",
    ])
    let first = try stream(on: server, from: Self.hog)
    #expect(isLive(first))
    // Another visitor's page makes a session, which evicts the hog's: its stream ends.
    #expect(try server.request("GET", "/forms/register").status == 200)
    #expect(ends(first))
    #expect(isLive(try stream(on: server, from: Self.hog)))
  }

  @Test func aStreamsPlaceIsFreedWhenItsClientLeaves() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--max-streams-per-address", "1"])
    var first: Stream? = try stream(on: server, from: Self.hog)
    #expect(first.map(isLive) == true)
    #expect(try stream(on: server, from: Self.hog).response.status == 429)
    first = nil
    // The server notices the departure at the stream's next heartbeat (10 s): until then
    // the address is refused, and then served.
    let deadline = ContinuousClock.now + .seconds(60)
    var again = try stream(on: server, from: Self.hog)
    while again.response.status == 429, ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.5)
      again = try stream(on: server, from: Self.hog)
    }
    #expect(isLive(again))
  }
}
