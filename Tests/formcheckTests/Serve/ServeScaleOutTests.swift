import Foundation
import PostgresTestSupport
import Synchronization
import Testing

/// Scale-out: 4 `formcheck serve` processes share one PostgreSQL database, and 64 client
/// threads race for every name through all 4 at once; skipped, saying so, where
/// PostgreSQL is not installed.
///
/// The test registers ``names`` names, not the 2,000 of `scripts/scale-out`: each of the
/// 4 racing attempts hashes its password (scrypt at the OWASP parameters, about 0.25-0.3 s
/// of CPU here) before the insert decides who wins, so 2,000 names would cost some 40
/// minutes of CPU. The script runs the full race (`--race 2000`) and measures;
/// docs/scaling.md has the figures of a run.
@Suite(
  "formcheck serve scaled out over one PostgreSQL database",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct ServeScaleOutTests {
  /// The server processes, each name's racing attempts (one through each), the client
  /// threads and the names registered.
  static let servers = 4
  static let clients = 64
  static let names = 32
  /// What every losing attempt sees: the field's lookup found the name, or the button's
  /// insert found it when it wrote.
  static let taken = "Username is already taken"

  /// What one attempt got: `ok`, `taken`, or anything else, in words.
  private static func outcome(of response: HTTPTestConnection.Response) -> String {
    let result = response.object("buttons", "register", "result")
    guard response.status == 200 else { return "status \(response.status): \(response.body)" }
    if result?["status"] as? String == "ok" { return "ok" }
    if result == nil, response.object("fields", "username")?["message"] as? String == taken { return "taken" }
    if result?["status"] as? String == "failed", result?["message"] as? String == taken { return "taken" }
    return "unexpected: \(response.body)"
  }

  @Test func everyNameRacedThroughFourServersHasOneWinnerAndCleanLosers() throws {
    let database = try TestPostgresServer.shared.get()
    let url = try database.makeDatabase()
    let servers = try (0..<Self.servers).map { _ in
      try ServeProcess(["forms/register.yaml", "--port", "0", "--rate", "0", "--quiet", "--database", url])
    }
    defer { for server in servers { _ = server.stop() } }
    let ports = servers.map(\.port)
    // Client t sends through server t % 4 the names t / 4, t / 4 + 16, …: the 4 clients
    // of one name go through the names in step, so each name's attempts meet.
    let outcomes = Mutex([[String]](repeating: [], count: Self.names))
    let done = DispatchGroup()
    for client in 0..<Self.clients {
      done.enter()
      Thread {
        defer { done.leave() }
        let port = ports[client % Self.servers]
        for name in stride(from: client / Self.servers, to: Self.names, by: Self.clients / Self.servers) {
          let record = #"{"username":"scale_\#(name)","password":"secret1","repeat_password":"secret1"}"#
          let outcome: String
          do {
            outcome = Self.outcome(
              of: try HTTPTestConnection.request(
                "POST", "/api/forms/register/validate?tap=register", body: record,
                headers: ["Content-Type": "application/json"], port: port))
          } catch {
            outcome = "no answer: \(error)"
          }
          outcomes.withLock { $0[name].append(outcome) }
        }
      }.start()
    }
    done.wait()
    for (name, attempts) in outcomes.withLock({ $0 }).enumerated() {
      #expect(attempts.count == Self.servers, "scale_\(name): \(attempts)")
      #expect(attempts.filter { $0 == "ok" }.count == 1, "scale_\(name): \(attempts)")
      // Every other attempt is a clean "taken": no 5xx, no store error, no PostgreSQL text.
      #expect(attempts.filter { $0 == "taken" }.count == Self.servers - 1, "scale_\(name): \(attempts)")
    }
    #expect(try database.sql("SELECT count(*) FROM users", database: url) == "\(Self.names)")
    for server in servers {
      let stderr = server.stop().stderr.lowercased()
      for text in ["serializ", "deadlock", "duplicate key"] { #expect(!stderr.contains(text), "\(stderr)") }
    }
  }
}
