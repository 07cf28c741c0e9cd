import Foundation

/// A server the serve scenario measures (`formcheck serve`, or the FastAPI peer under
/// uvicorn): started on a port chosen here, ready once its `/healthz` answers, stopped with
/// SIGTERM. Its standard error goes to a file in the work directory, for when it fails.
final class ServerUnderLoad {
  /// What it is called in figures and messages.
  let name: String
  /// `http://127.0.0.1:PORT`.
  let base: String
  private let process = Process()

  /// Starts `program arguments…` (the arguments hold `{port}`, replaced by a free port) and
  /// waits until it is ready.
  init(name: String, program: String, arguments: [String], work: WorkDirectory) throws {
    self.name = name
    let port = try Self.freePort()
    base = "http://127.0.0.1:\(port)"
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [program] + arguments.map { $0.replacingOccurrences(of: "{port}", with: String(port)) }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let log = work.file("\(name)-stderr.txt")
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    process.standardError = FileHandle(forWritingAtPath: log)
    try process.run()
    do {
      try BenchHTTP().waitUntilReady(base + "/healthz")
    } catch {
      stop()
      throw BenchError("\(name) did not start (its standard error is in \(log)): \(error)")
    }
  }

  deinit { stop() }

  /// Its resident set size now, in KiB (`VmRSS` of `/proc/PID/status`).
  func residentKiB() throws(BenchError) -> Int {
    let path = "/proc/\(process.processIdentifier)/status"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { throw BenchError("cannot read the resident size of \(name)") }
    return kibibytes
  }

  /// Stops it with SIGTERM and waits.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  /// A port of 127.0.0.1 free a moment ago (the kernel's pick for port 0).
  private static func freePort() throws(BenchError) -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw BenchError("cannot open a socket to find a free port") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let found = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
      }
    }
    guard found else { throw BenchError("cannot find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
