import FormRules
import Glibc

/// The bench's own HTTP requests to the servers it measures (readiness checks, the
/// cross-check, session creation), through the library's client; never timed.
struct BenchHTTP {
  /// The client.
  private let transport = HTTPServiceTransport(pool: HTTPConnectionPool())

  /// `method url` with `body`, answered: the status and the body, or nil when the server
  /// could not be reached.
  func send(_ method: String, _ url: String, body: [UInt8]? = nil) -> ServiceResponse? {
    let request = ServiceRequest(
      service: "bench", method: method, url: url, route: "\(method) \(url)",
      headers: body == nil ? [] : [("Content-Type", "application/json")], body: body, timeout: .seconds(10))
    let transport = transport
    guard case .success(let response) = AsyncBridge.wait({ await transport.send(request) }) else {
      return nil
    }
    return response
  }

  /// Polls `url` until it answers 200, for up to `attempts` tenths of a second.
  func waitUntilReady(_ url: String, attempts: Int = 300) throws(BenchError) {
    for _ in 0..<attempts {
      if send("GET", url)?.status == 200 { return }
      usleep(100_000)
    }
    throw BenchError("no answer from '\(url)' after \(attempts / 10) s")
  }
}
