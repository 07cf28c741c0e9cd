import Foundation
import Testing

/// `formcheck serve` as a command: where it listens, how it starts and stops, what it
/// refuses to start with.
@Suite("formcheck serve: the command")
struct ServeCommandTests {
  @Test func itListensOnLoopbackByDefaultAndSaysWhereOnce() throws {
    let server = try ServeProcess(["forms/", "--port", "0"])
    #expect(server.baseURL == "http://127.0.0.1:\(server.port)/")
    #expect(server.port != 0)
    #expect(try server.request("GET", "/healthz").status == 200)
    let (_, stderr) = server.stop()
    #expect(stderr.components(separatedBy: "listening on").count == 2)
  }

  @Test func anIPv6HostIsWrittenInBrackets() throws {
    guard let server = try? ServeProcess(["forms/register.yaml", "--port", "0", "--host", "::1"]) else {
      return  // no IPv6 loopback on this machine
    }
    #expect(server.baseURL == "http://[::1]:\(server.port)/")
  }

  @Test func sigtermLetsTheRequestInFlightFinishAndExitsZero() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let body = #"{"username":"al"}"#
    let connection = try HTTPTestConnection(port: server.port)
    connection.send(
      "POST /api/forms/register/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
    )
    // The server has read the head once it says to go on: the request is in flight.
    #expect(connection.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 100"))
    kill(server.pid, SIGTERM)
    connection.send(body)
    let response = HTTPTestConnection.parse(connection.read())
    #expect(response.status == 200)
    #expect(response.body.contains("Username must be at least 6 characters"))
    let (status, stderr) = server.stop()
    #expect(status == 0)
    #expect(stderr.contains("formcheck serve: stopped"))
  }

  @Test func quietLogsNoRequests() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0", "--quiet"])
    _ = try server.request("GET", "/healthz")
    let (status, stderr) = server.stop(signal: SIGINT)
    #expect(status == 0)
    #expect(stderr == "formcheck serve: listening on \(server.baseURL)\n")
  }

  @Test func aSpecThatDoesNotCompileStopsTheStart() throws {
    let directory = try Formcheck.temporaryDirectory()
    let spec = directory.appendingPathComponent("broken.yaml")
    try "form: broken\nfields:\n  a:\n    rules:\n      - min_length: many\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let outcome = try Formcheck.run(["serve", spec.path, "--port", "0"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("\(spec.path):5:"))
    #expect(outcome.stderr.contains(": error: "))
  }

  @Test func twoSpecsOfOneNameStopTheStart() throws {
    var folders: [String] = []
    for suffix in ["yaml", "yml"] {
      let folder = try Formcheck.temporaryDirectory()
      try "form: same\nfields:\n  a: {}\n".write(
        to: folder.appendingPathComponent("same.\(suffix)"), atomically: true, encoding: .utf8)
      folders.append(folder.path)
    }
    let outcome = try Formcheck.run(["serve"] + folders + ["--port", "0"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("formcheck serve: two specs are named 'same'"))
  }

  @Test(arguments: [
    ([], "expected at least one SPEC or DIR"),
    (["forms/register.yaml", "--port", "70000"], "--port needs a whole number from 0 to 65535, not '70000'"),
    (["forms/register.yaml", "--port", "x"], "--port needs a whole number from 0 to 65535, not 'x'"),
    (["forms/register.yaml", "--host", "example.com"], "--host needs an IPv4 or IPv6 address"),
    (["forms/register.yaml", "--rate", "-1"], "--rate needs a whole number from 0 to 1000000, not '-1'"),
    (
      ["forms/register.yaml", "--trust-proxy", "proxy.example.org"],
      "--trust-proxy needs an IPv4 or IPv6 address"
    ),
    (["forms/register.yaml", "--trust-proxy", "10.0.0.0/8"], "not '10.0.0.0/8'"),
    (["forms/register.yaml", "--max-body", "0"], "--max-body needs a whole number from 1 to"),
    (["forms/register.yaml", "--session-idle", "0s"], "--session-idle needs a duration"),
    (
      ["forms/register.yaml", "--max-streams-per-address", "0"],
      "--max-streams-per-address needs a whole number from 1 to 256, not '0'"
    ),
    (
      ["forms/register.yaml", "--stream-lifetime", "25h"], "--stream-lifetime needs a duration from 1s to 24h"
    ),
    (["forms/register.yaml", "--database", "x"], "formcheck serve: "),
    (["no/such/file.yaml"], "formcheck serve: "),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let outcome = try Formcheck.run(["serve"] + arguments)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("formcheck serve: "))
    #expect(outcome.stderr.contains(message))
  }

  @Test func aPortInUseStopsTheStart() throws {
    let server = try ServeProcess(["forms/register.yaml", "--port", "0"])
    let outcome = try Formcheck.run(["serve", "forms/register.yaml", "--port", "\(server.port)"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("cannot listen on 127.0.0.1:\(server.port)"))
  }

  @Test func helpDescribesTheRoutesOptionsAndExitStatuses() throws {
    let outcome = try Formcheck.run(["serve", "--help"])
    #expect(outcome.status == 0)
    for text in [
      "POST /api/forms/NAME/validate", "--max-body", "--rate", "--max-streams-per-address",
      "--stream-lifetime", "--trust-proxy",
      "exit status", "SIGTERM",
    ] {
      #expect(outcome.stdout.contains(text))
    }
    #expect(try Formcheck.run(["--help"]).stdout.contains("serve"))
  }
}
