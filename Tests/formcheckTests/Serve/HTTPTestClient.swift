import Foundation

/// A plain HTTP/1.1 client over a TCP socket, for the tests of `formcheck serve`: every byte
/// sent is the test's own (a partial body, `Expect: 100-continue`), and the answer is read
/// to the connection's end.
final class HTTPTestConnection {
  /// A response as read.
  struct Response {
    var status: Int
    /// Header fields, names lowercased.
    var headers: [String: String]
    var body: String
  }

  /// How long one read or send waits before giving up by default: a server that stops
  /// answering fails the test instead of hanging the suite. Twice the server's own idle
  /// timeout, which no test waits for.
  static let defaultTimeout: Duration = .seconds(120)

  private let socket: Int32
  /// Whether a read gave up after the timeout (what it read so far was returned).
  private(set) var timedOut = false

  /// Connects to 127.0.0.1:`port` from `source` (another loopback address such as
  /// `127.0.0.2`, to stand for a second client; nil: any); each read and send then waits
  /// at most `timeout`.
  init(port: UInt16, timeout: Duration = defaultTimeout, from source: String? = nil) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var bound: Int32 = 0
    if let source {
      var local = Self.address(source, port: 0)
      bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    var address = Self.address("127.0.0.1", port: port)
    let connected =
      bound != 0
      ? bound
      : withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    guard socket >= 0, connected == 0 else {
      close(socket)
      throw ChildProcess.Failure("cannot connect to port \(port): \(String(cString: strerror(errno)))")
    }
    let (seconds, attoseconds) = timeout.components
    var limit = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
  }

  deinit { close(socket) }

  /// The IPv4 socket address of `host` (a dotted literal) and `port`.
  private static func address(_ host: String, port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr(host)
    return address
  }

  /// Sends `bytes` whole.
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Sends `text` as UTF-8.
  func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads until `marker` has arrived (or the connection ends, or nothing arrives within
  /// the timeout, or `deadline` passes — as an event stream's heartbeats keep it talking:
  /// ``timedOut``); returns all read.
  func read(until marker: String? = nil, before deadline: ContinuousClock.Instant? = nil) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
      if let deadline, ContinuousClock.now >= deadline {
        timedOut = true
        break
      }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { timedOut = true }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// The response read to the connection's end.
  func response() -> Response { Self.parse(read()) }

  /// A response's text split into status, header fields and body.
  static func parse(_ text: String) -> Response {
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts.first ?? ""
    let lines = head.components(separatedBy: "\r\n")
    let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  /// Sends one request (`Connection: close`) to `port` and reads its response.
  static func request(
    _ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:], port: UInt16
  ) throws -> Response {
    let connection = try HTTPTestConnection(port: port)
    // Host is 127.0.0.1 unless `headers` name another.
    var head = "\(method) \(path) HTTP/1.1\r\nConnection: close\r\n"
    if !headers.keys.contains(where: { $0.lowercased() == "host" }) { head += "Host: 127.0.0.1\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
    connection.send(head + "\r\n" + (body ?? ""))
    return connection.response()
  }
}

extension ServeProcess {
  /// Sends one request to the server and reads its response.
  func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) throws
    -> HTTPTestConnection.Response
  {
    try HTTPTestConnection.request(method, path, body: body, headers: headers, port: port)
  }

  /// `POST /api/forms/FORM/validate[?tap=]` with `record`.
  func validate(
    _ form: String, _ record: String, tap: String? = nil, headers: [String: String] = [:]
  ) throws -> HTTPTestConnection.Response {
    try request(
      "POST", "/api/forms/\(form)/validate" + (tap.map { "?tap=\($0)" } ?? ""), body: record,
      headers: headers.merging(["Content-Type": "application/json"]) { $1 })
  }
}

extension HTTPTestConnection.Response {
  /// The body parsed as a JSON object.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
  }

  /// The JSON object at `path` (keys) in the body.
  func object(_ path: String...) -> [String: Any]? {
    var current: Any? = json
    for key in path { current = (current as? [String: Any])?[key] }
    return current as? [String: Any]
  }
}
