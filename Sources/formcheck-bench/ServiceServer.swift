import FormRules
import Foundation

/// The project's HTTP test server (`scripts/service-test-server.py`) run for a service
/// scenario: started on a free port of 127.0.0.1, reset and read through its control
/// endpoints, stopped at the end (it also ends when the bench does: its standard input
/// closes).
final class ServiceServer {
  /// One answered request as the server logged it.
  struct LoggedRequest: Decodable {
    /// A number per TCP connection.
    let connection: Int
    /// The path with its query.
    let path: String
    /// The server's own time on it, in microseconds (absent until answered).
    let micros: Int?
  }

  /// The port it listens on.
  let port: Int
  private let process = Process()
  private let input = Pipe()
  /// Sends the control requests (on connections of its own).
  private let control = HTTPServiceTransport(pool: HTTPConnectionPool())

  /// Starts the server with `paths.python`.
  init(paths: BenchPaths) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [paths.python, paths.file("scripts/service-test-server.py")]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line: [UInt8] = []
    while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      line.append(byte)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      process.terminate()
      throw BenchError("the service test server did not start (it prints its port first)")
    }
    self.port = port
  }

  deinit { stop() }

  /// Stops the server.
  func stop() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  /// `http://127.0.0.1:PORT` followed by `path`.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// A GET of `path`, named `route` in messages.
  func get(_ path: String) -> ServiceRequest {
    ServiceRequest(
      service: "bench", method: "GET", url: url(path), route: "GET \(path)", timeout: .seconds(10))
  }

  /// Clears the server's log.
  func reset() throws {
    _ = try send(
      ServiceRequest(
        service: "bench", method: "POST", url: url("/_reset"), route: "POST /_reset", timeout: .seconds(10)))
  }

  /// The requests logged since the last reset, in arrival order.
  func log() throws -> [LoggedRequest] {
    struct Log: Decodable { let requests: [LoggedRequest] }
    let body = try send(get("/_log")).body
    do {
      return try JSONDecoder().decode(Log.self, from: Data(body)).requests
    } catch {
      throw BenchError("the service test server's log is not what was expected")
    }
  }

  /// Sends a control request and requires a 2xx answer.
  private func send(_ request: ServiceRequest) throws -> ServiceResponse {
    let control = control
    let outcome = AsyncBridge.wait { await control.send(request) }
    guard case .success(let response) = outcome, (200..<300).contains(response.status) else {
      throw BenchError("the service test server did not answer \(request.route)")
    }
    return response
  }
}
