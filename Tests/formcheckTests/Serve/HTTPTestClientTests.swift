import Foundation
import Testing

/// The tests' own HTTP client: a server that stops answering fails a test, it does not hang
/// the suite.
@Suite("HTTP test client")
struct HTTPTestClientTests {
  @Test func aServerThatNeverAnswersTimesOut() throws {
    // A listening socket that never accepts: the kernel completes the connection, and
    // nothing ever answers on it.
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 1) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    try #require(listener >= 0 && listening)
    let connection = try HTTPTestConnection(port: UInt16(bigEndian: address.sin_port), timeout: .seconds(1))
    connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(connection.read() == "")
    #expect(connection.timedOut)
  }
}
