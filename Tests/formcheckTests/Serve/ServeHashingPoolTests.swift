import Foundation
import Synchronization
import Testing

/// `formcheck serve` hashes passwords on a small pool of its own: a burst of log-ins gets
/// some 503s with `Retry-After` once the pool is full, and the rest of the server keeps
/// answering meanwhile.
@Suite("formcheck serve: the password hashing pool")
struct ServeHashingPoolTests {
  /// How many clients tap at once: more than the pool holds on any machine.
  static let clients = 16
  /// How long the clients keep tapping.
  static let hammering: Duration = .seconds(3)
  /// How long `/healthz` and a page may take to answer during the burst: generous.
  static let deadline: Duration = .seconds(10)

  @Test func aBurstOfLogInsIsPartlyRefusedWithRetryAfterWhileTheServerAnswers() throws {
    let dataDirectory = try Formcheck.temporaryDirectory()
    let server = try ServeProcess(
      specs: ["forms/register.yaml", "forms/login.yaml"], dataDirectory: dataDirectory,
      arguments: ["--rate", "0"])
    let registered = try server.validate(
      "register", RegisterRecords.record("burst_user"), tap: "register")
    #expect(registered.object("buttons", "register", "result")?["status"] as? String == "ok")

    let outcomes = Mutex<[HTTPTestConnection.Response]>([])
    let done = DispatchGroup()
    let end = ContinuousClock.now + Self.hammering
    let port = server.port
    for _ in 0..<Self.clients {
      done.enter()
      let thread = Thread {
        while ContinuousClock.now < end {
          let response = try? HTTPTestConnection.request(
            "POST", "/api/forms/login/validate?tap=login",
            body: #"{"username":"burst_user","password":"secret1"}"#,
            headers: ["Content-Type": "application/json"], port: port)
          guard let response else { break }
          outcomes.withLock { $0.append(response) }
        }
        done.leave()
      }
      thread.start()
    }
    // While the clients tap, the server's health and a page answer.
    let health = try Self.request("GET", "/healthz", on: server)
    let page = try Self.request("GET", "/forms/login", on: server)
    done.wait()

    #expect(health.status == 200)
    #expect(page.status == 200)
    #expect(page.body.contains("Log in"))
    let responses = outcomes.withLock { $0 }
    let refused = responses.filter { $0.status == 503 }
    let answered = responses.filter { $0.status == 200 }
    #expect(refused.count + answered.count == responses.count, "\(responses.map(\.status))")
    #expect(!refused.isEmpty, "no tap was refused among \(responses.count)")
    for response in refused {
      #expect(response.headers["retry-after"] == "1")
      #expect((response.json["error"] as? String)?.contains("busy") == true)
    }
    #expect(!answered.isEmpty)
    for response in answered {
      #expect(response.object("buttons", "login", "result")?["message"] as? String == "Logged in")
    }
  }

  /// `method path` on `server`, failing when no answer comes within ``deadline``.
  private static func request(_ method: String, _ path: String, on server: ServeProcess) throws
    -> HTTPTestConnection.Response
  {
    let connection = try HTTPTestConnection(port: server.port, timeout: deadline)
    connection.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let response = connection.response()
    #expect(!connection.timedOut, "\(method) \(path) got no answer within \(deadline)")
    return response
  }
}
