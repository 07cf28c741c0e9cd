import Foundation
import ServiceTestSupport
import Testing

@testable import FormRules

/// ``HTTPServiceTransport``'s failures against the project's test server: each becomes its
/// ``ServiceFailure``, in words that name no URL nor host.
@Suite(.enabled(if: TestServiceServer.isAvailable, "needs python3 for the test server"))
struct HTTPServiceTransportFailureTests {
  let server: TestServiceServer
  let transport = HTTPServiceTransport()
  /// In the query of the test's requests, to find them in the server's log.
  let tag = TestServiceServer.tag()

  init() throws {
    server = try TestServiceServer.shared.get()
  }

  /// A GET of `url` with `timeout`.
  func request(url: String, timeout: Duration = .seconds(10)) -> ServiceRequest {
    ServiceRequest(service: "api", method: "GET", url: url, route: "GET /", timeout: timeout)
  }

  @Test func timesOutOnAServerThatNeverAnswers() async throws {
    let outcome = await transport.send(request(url: server.url("/hang?\(tag)"), timeout: .milliseconds(300)))
    #expect(outcome == .failure(.timedOut(.milliseconds(300))))
    #expect(try await server.settledRequests(containing: tag).map(\.outcome) == ["aborted"])
  }

  @Test func cancellingTheTaskAbortsTheRequest() async throws {
    let slow = request(url: server.url("/slow?ms=20000&\(tag)"))
    let sending = Task { [transport] in await transport.send(slow) }
    #expect(try await server.arrivedRequests(containing: tag).map(\.outcome) == ["pending"])
    sending.cancel()
    #expect(await sending.value == .failure(.cancelled))
    #expect(try await server.settledRequests(containing: tag).map(\.outcome) == ["aborted"])
  }

  @Test func aTaskCancelledBeforeSendingSendsNothing() async throws {
    let fast = request(url: server.url("/status/200?\(tag)"))
    let sending = Task { [transport] in
      withUnsafeCurrentTask { $0?.cancel() }
      return await transport.send(fast)
    }
    #expect(await sending.value == .failure(.cancelled))
    #expect(try server.requests(containing: tag).isEmpty)
  }

  @Test(arguments: ["/drop", "/notjson-http"])
  func aConnectionClosedWithoutAnHTTPAnswerIsDropped(path: String) async {
    #expect(await transport.send(request(url: server.url(path))) == .failure(.dropped))
  }

  @Test(arguments: ["", "&chunked=1"])
  func aBodyOverTheLargestIsTooLarge(encoding: String) async throws {
    let url = server.url("/big?bytes=\(ServiceFailure.largestBody + 1)\(encoding)")
    #expect(await transport.send(request(url: url)) == .failure(.tooLarge))
  }

  @Test func aPortWithoutAServerIsUnreachable() async throws {
    let stopped = try TestServiceServer()
    stopped.stop()
    #expect(await transport.send(request(url: stopped.url("/status/200"))) == .failure(.unreachable))
  }

  @Test func aSchemeOtherThanHTTPIsUnreachableWithoutAConnection() async throws {
    let own = try TestServiceServer()
    for scheme in ["ftp", "file", "gopher", "httpx", "HTTP:", ""] {
      let url = "\(scheme)://127.0.0.1:\(own.port)/status/200"
      #expect(await transport.send(request(url: url)) == .failure(.unreachable), "\(scheme)")
    }
    #expect(try own.log().connections == 1)
  }

  @Test func anUnresolvableHostIsUnresolved() async {
    #expect(await transport.send(request(url: "http://nonexistent.invalid/")) == .failure(.unresolved))
  }

  @Test func aFailureNamesNoURLHostNorCredentials() async throws {
    let secret = "s3cr3t-t0ken"
    let urls = [
      "http://user:\(secret)@127.0.0.1:\(server.port)/drop?token=\(secret)",
      "http://\(secret).invalid/",
      "ftp://\(secret)@127.0.0.1/",
      "http://user:\(secret)@127.0.0.1:\(server.port)/hang",
    ]
    for url in urls {
      let outcome = await transport.send(request(url: url, timeout: .milliseconds(200)))
      guard case .failure(let failure) = outcome else {
        Issue.record("\(url) did not fail")
        continue
      }
      for text in [String(describing: failure), String(reflecting: failure), failure.localizedDescription] {
        for secretPart in [secret, "127.0.0.1", "\(server.port)", "invalid", "user"] {
          #expect(!text.contains(secretPart), "\(failure) names \(secretPart)")
        }
      }
    }
  }
}
