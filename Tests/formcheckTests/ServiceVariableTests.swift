import Foundation
import ServiceTestSupport
import Testing

/// A spec's `${VAR}` reads only `FORMCHECK_…` variables and those named with
/// `--allow-env`: any other is FR214 for `check` and a refusal before any request for
/// `run`, `batch` and `serve` (which then never listens).
@Suite(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
struct ServiceVariableTests {
  let server: TestServiceServer
  /// This test's requests in the server's log.
  let tag = TestServiceServer.tag()

  init() throws {
    server = try TestServiceServer.shared.get()
  }

  /// A spec whose list loads at start from the test server, sending `${SECRET_THING}`.
  func spec() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vars-\(UUID().uuidString).yaml")
    try """
    form: leak
    services:
      api: { url: "\(server.url(""))", headers: { X-Leak: "${SECRET_THING}" } }
    fields:
      search: { optional: true }
    lists:
      heroes:
        from: { service: api, request: "GET /heroes?\(tag)&q={search}" }
        search: search
    """.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test(arguments: [["run"], ["batch"], ["serve", "--port", "0"]])
  func aVariableNotAllowedIsRefusedBeforeAnyRequest(_ command: [String]) throws {
    let file = try spec()
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try Formcheck.run(
      command + [file.path], input: "", environment: ["SECRET_THING": "s3cr3t"])
    #expect(outcome.status == 2)
    // The column of `${` on the spec's third line.
    let line = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")[2]
    let column = try #require(line.firstRange(of: "${")).lowerBound.utf16Offset(in: line) + 1
    #expect(outcome.stderr.contains(":3:\(column): error: [FR214]"))
    #expect(outcome.stderr.contains("'SECRET_THING'"))
    #expect(!outcome.stderr.contains("s3cr3t"))
    #expect(!outcome.stderr.contains("listening on"))
    #expect(try server.requests(containing: tag).isEmpty)
  }

  @Test func checkReportsItAndAllowEnvAllowsIt() throws {
    let file = try spec()
    defer { try? FileManager.default.removeItem(at: file) }
    let refused = try Formcheck.run(["check", file.path])
    #expect(refused.status == 1)
    #expect(refused.stdout.contains("[FR214]"))
    let allowed = try Formcheck.run(["check", file.path, "--allow-env", "SECRET_THING"])
    #expect(!allowed.stdout.contains("[FR214]"))
    let run = try Formcheck.run(
      ["run", file.path, "--allow-env", "SECRET_THING"], input: "show\n",
      environment: ["SECRET_THING": "s3cr3t"])
    #expect(run.status == 0)
  }
}
