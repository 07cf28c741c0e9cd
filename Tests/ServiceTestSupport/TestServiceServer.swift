package import Foundation

/// The project's HTTP test server (`scripts/service-test-server.py`, its endpoints listed
/// in its docstring) on a free port of 127.0.0.1, stopped when released or when the test
/// process ends. It needs `python3`; tests that use it are enabled only if ``isAvailable``.
///
/// Tests share ``shared`` (a server start takes a while) and tell their requests apart in
/// its log by a tag of their own in the query. The log is read through the control
/// endpoints with a plain socket, so that what a test checks does not pass through the
/// client under test.
///
/// Sendable: its properties are set once, at start; `Process` is only asked to stop.
package final class TestServiceServer: @unchecked Sendable {
  /// One request as the server logged it.
  package struct LoggedRequest: Decodable, Equatable {
    /// A number per TCP connection.
    package var connection: Int
    package var method: String
    /// The path with its query.
    package var path: String
    /// The request-target exactly as the request line carried it, before any decoding.
    package var target: String
    /// `pending`, `finished`, `aborted` or `dropped`.
    package var outcome: String
  }

  /// What `GET /_log` answers.
  package struct Log: Decodable {
    package var requests: [LoggedRequest]
    /// Connections accepted so far, the one that fetched this log included.
    package var connections: Int
  }

  /// Why the server could not be used.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Whether `python3` is on the `PATH`.
  package static let isAvailable: Bool = python3 != nil

  /// The server the tests share, started on first use.
  package static let shared = Result { try TestServiceServer() }

  /// A tag for a test's requests: `t=` and a fresh random word.
  package static func tag() -> String { "t=" + UUID().uuidString.prefix(8).lowercased() }

  /// The port it listens on.
  package let port: Int
  private let process = Process()
  private let input = Pipe()

  /// Starts the server with `arguments` (such as `--tls CERT KEY`) and waits for its port.
  package init(arguments: [String] = []) throws {
    guard let python3 = Self.python3 else { throw Failure(description: "python3 is not on the PATH") }
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/service-test-server.py")
    let output = Pipe()
    process.executableURL = python3
    process.arguments = [script.path] + arguments
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line: [UInt8] = []
    while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      line.append(byte)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      process.terminate()
      throw Failure(description: "the test server did not print its port")
    }
    self.port = port
  }

  deinit { stop() }

  /// Stops the server (it also ends by itself when its standard input closes).
  package func stop() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  /// `http://127.0.0.1:PORT` followed by `path`.
  package func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// The server's log.
  package func log() throws -> Log {
    try JSONDecoder().decode(Log.self, from: control("GET", "/_log"))
  }

  /// The logged requests whose path contains `text` (a test's own tag).
  package func requests(containing text: String) throws -> [LoggedRequest] {
    try log().requests.filter { $0.path.contains(text) }
  }

  /// The logged requests whose path contains `text`, once there is one and none of them
  /// is pending any more (or after about 5 seconds).
  package func settledRequests(containing text: String) async throws -> [LoggedRequest] {
    for _ in 0..<500 {
      let requests = try requests(containing: text)
      if !requests.isEmpty && !requests.contains(where: { $0.outcome == "pending" }) { return requests }
      try await Task.sleep(for: .milliseconds(10))
    }
    return try requests(containing: text)
  }

  /// The logged requests whose path contains `text`, once there is one (or after about 5
  /// seconds).
  package func arrivedRequests(containing text: String) async throws -> [LoggedRequest] {
    for _ in 0..<500 {
      let requests = try requests(containing: text)
      if !requests.isEmpty { return requests }
      try await Task.sleep(for: .milliseconds(10))
    }
    return try requests(containing: text)
  }

  /// Sends `method path` with `body` to a control endpoint over a connection of its own
  /// (HTTP/1.0, so the server closes it) and returns the response's body.
  @discardableResult
  package func control(_ method: String, _ path: String, body: String = "") throws -> Data {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(description: "no socket") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "cannot connect to the test server") }
    let request = Array(
      "\(method) \(path) HTTP/1.0\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    guard send(socket, request, request.count, 0) == request.count else {
      throw Failure(description: "cannot write to the test server")
    }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      response += buffer[..<count]
    }
    let separator = Array("\r\n\r\n".utf8)
    guard let end = response.indices.first(where: { response[$0...].starts(with: separator) }) else {
      throw Failure(description: "the test server's answer has no body")
    }
    return Data(response[(end + separator.count)...])
  }

  /// `python3` found on the `PATH`.
  private static let python3: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
