import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formcheck check` on specs with services: canned examples pass and fail as written,
/// and no connection is ever made — not even for an example whose responses lack a
/// request, with the service's URL pointing at a listening socket.
@Suite("formcheck check with services")
struct ServiceCheckTests {
  /// A TCP socket listening on 127.0.0.1 that nobody accepts from: a connection made to
  /// it waits in its backlog, where ``hasPendingConnection`` finds it.
  final class Listener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
          bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0
            && getsockname(descriptor, generic, &length) == 0
        }
      }
      guard descriptor >= 0, bound else {
        close(descriptor)
        throw POSIXError(.EADDRNOTAVAIL)
      }
      self.descriptor = descriptor
      port = UInt16(bigEndian: address.sin_port)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(descriptor) }

    /// Whether a connection is waiting to be accepted.
    var hasPendingConnection: Bool {
      let accepted = accept(descriptor, nil, nil)
      if accepted >= 0 { close(accepted) }
      return accepted >= 0
    }
  }

  static let spec = """
    form: remote
    services:
      api: { url: "${FORMCHECK_API_URL}", headers: { Authorization: "Bearer ${FORMCHECK_API_TOKEN}" } }
    validators:
      allowed: { service: api, request: POST /names/check }
    stores:
      accounts: { service: api, key: username, lookup: "GET /users/{key}", insert: POST /users }
    fields:
      username:
        rules:
          - custom: allowed
          - absent_in: accounts
    buttons:
      register:
        action: { insert: accounts }
    examples:
      - name: unanswered
        set: { username: alice }
        tap: register
        expect: { username: validating }
    """

  @Test func checkConnectsNowhereEvenForRequestsNoExampleAnswers() throws {
    let listener = try Listener()
    let directory = try Formcheck.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("remote.yaml")
    try Self.spec.write(to: file, atomically: false, encoding: .utf8)
    let outcome = try Formcheck.run(
      ["check", file.path],
      environment: [
        "FORMCHECK_API_URL": "http://127.0.0.1:\(listener.port)", "FORMCHECK_API_TOKEN": "t0ken-never-shown", "NO_COLOR": "1",
      ])
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        "example 'unanswered': service 'api' was asked POST /names/check, which the example's 'responses' do not answer"
      ))
    #expect(!outcome.stdout.contains("t0ken-never-shown") && !outcome.stderr.contains("t0ken-never-shown"))
    #expect(!outcome.stdout.contains("127.0.0.1"))
    #expect(!listener.hasPendingConnection)
  }

  @Test func theRemoteSignUpFormChecksCleanOffline() throws {
    let outcome = try Formcheck.run(
      ["check", "forms/register-remote.yaml", "--strict", "--format", "json"], environment: ["FORMCHECK_API_URL": nil])
    #expect(outcome.stdout == "[]\n")
    #expect(outcome.status == 0)
  }
}
