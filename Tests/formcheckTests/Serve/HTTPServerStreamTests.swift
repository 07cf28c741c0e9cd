import Foundation
import Testing

@testable import formcheck

/// ``HTTPServer``'s streamed bodies, in process: chunks go out as the stream yields them,
/// the stream is closed exactly once when it ends, and stopping the server closes the
/// streams still open so that their connections end.
@Suite("HTTP server: streamed bodies")
struct HTTPServerStreamTests {
  /// A stream of `chunks`, then, when `endless`, nothing until it is closed.
  final class TestStream: HTTPEventStream, @unchecked Sendable {
    // Unchecked: every member is read and written under `condition`'s lock.
    private var chunks: [[UInt8]]
    private let endless: Bool
    private var closeCount = 0
    private var waker: (@Sendable () -> Void)?
    private let condition = NSCondition()

    init(_ chunks: [String], endless: Bool) {
      self.chunks = chunks.map { Array($0.utf8) }
      self.endless = endless
    }

    func poll(waking wake: @escaping @Sendable () -> Void) -> HTTPStreamPoll {
      condition.lock()
      defer { condition.unlock() }
      if closeCount > 0 { return .end }
      if !chunks.isEmpty { return .chunk(chunks.removeFirst()) }
      if !endless { return .end }
      waker = wake
      return .pending
    }

    func close() {
      condition.lock()
      closeCount += 1
      let wake = waker
      waker = nil
      condition.broadcast()
      condition.unlock()
      wake?()
    }

    /// How many times ``close()`` was called, once it was (waiting up to a minute for that;
    /// 0 if it was not).
    func closes() -> Int {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date(timeIntervalSinceNow: 60)
      while closeCount == 0, condition.wait(until: deadline) {}
      return closeCount
    }
  }

  /// Answers every request with `stream`.
  struct StreamResponder: HTTPResponder {
    let stream: TestStream

    func respond(to request: HTTPRequest) -> HTTPResponse {
      HTTPResponse(status: 200, contentType: "text/event-stream", stream: stream)
    }

    func bodyTooLarge(limit: Int) -> HTTPResponse {
      HTTPResponse(status: 413, contentType: "text/plain", body: [])
    }

    func malformed(_ reason: String) -> HTTPResponse {
      HTTPResponse(status: 400, contentType: "text/plain", body: Array(reason.utf8))
    }

    func finished(_ exchange: HTTPExchange) {}
  }

  private func server(for stream: TestStream) throws -> HTTPServer {
    let address = try #require(HTTPListenAddress(host: "127.0.0.1", port: 0))
    return try HTTPServer(
      configuration: HTTPServer.Configuration(
        address: address, maxBodyBytes: 1024, connectionLimit: 4, perAddressLimit: 4,
        headTimeoutSeconds: 30, idleTimeoutSeconds: 30),
      responder: StreamResponder(stream: stream))
  }

  @Test func chunksGoOutInOrderAndTheStreamClosesOnce() throws {
    let stream = TestStream(
      ["data: one\n\n", String(repeating: "x", count: 10_000), "data: two\n\n"], endless: false)
    let server = try server(for: stream)
    defer { server.stop(grace: .seconds(1)) }
    let response = try HTTPTestConnection.request("GET", "/events", port: server.port)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/event-stream")
    #expect(response.headers["content-security-policy"] != nil)
    let one = try #require(response.body.range(of: "data: one"))
    let two = try #require(response.body.range(of: "data: two"))
    #expect(one.upperBound < two.lowerBound)
    #expect(response.body.contains(String(repeating: "x", count: 10_000)))
    #expect(stream.closes() == 1)
  }

  @Test func stoppingClosesAnOpenStreamAndEndsItsConnection() throws {
    let stream = TestStream(["data: first\n\n"], endless: true)
    let server = try server(for: stream)
    let connection = try HTTPTestConnection(port: server.port)
    connection.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(connection.read(until: "data: first").contains("data: first"))
    server.stop(grace: .seconds(10))
    #expect(stream.closes() == 1)
    // The connection ends: reading returns what is left and then the end.
    _ = connection.read()
  }
}
