import Foundation
import ServiceTestSupport
import Testing

@testable import FormRules

/// ``HTTPServiceTransport`` verifies servers' certificates: the test server speaking HTTPS
/// with a self-signed certificate (made with the `openssl` tool) is not trusted.
@Suite(.enabled(if: TestServiceServer.isAvailable && opensslTool != nil, "needs python3 and openssl"))
struct HTTPServiceTransportTLSTests {
  @Test func aServerWhoseCertificateIsNotTrustedIsInsecure() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formrules-tls-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let certificate = directory.appendingPathComponent("cert.pem").path
    let key = directory.appendingPathComponent("key.pem").path
    let tool = try #require(opensslTool)
    let maker = Process()
    maker.executableURL = tool
    maker.arguments = [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
    ]
    maker.standardError = FileHandle.nullDevice
    try maker.run()
    maker.waitUntilExit()
    try #require(maker.terminationStatus == 0)
    let server = try TestServiceServer(arguments: ["--tls", certificate, key])
    let request = ServiceRequest(
      service: "api", method: "GET", url: "https://127.0.0.1:\(server.port)/status/200",
      route: "GET /status/200",
      timeout: .seconds(10))
    #expect(await HTTPServiceTransport().send(request) == .failure(.insecure))
  }
}

/// The `openssl` tool, if installed.
private let opensslTool: URL? = ["/usr/bin/openssl", "/usr/local/bin/openssl"].map(URL.init(fileURLWithPath:))
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }
