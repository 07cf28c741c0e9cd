import Foundation
import PostgresTestSupport
import Synchronization
import Testing

/// Scale-out: 4 `formcheck serve` processes share one PostgreSQL database, and 64 client
/// threads race for every name through all 4 at once; skipped, saying so, where
/// PostgreSQL is not installed.
///
/// The full race of issue 15 — 2,000 names, each attempted by 4 clients at once through
/// the 4 processes — runs with `Fixtures/Scale/signup.yaml`, the lookup and insert of
/// `forms/register.yaml` without its password, so an attempt costs microseconds. The race
/// of `forms/register.yaml` itself covers the path where every attempt hashes its password
/// (scrypt at the OWASP parameters, about 0.25-0.3 s of CPU here) before the insert decides
/// who wins; it races ``registerNames`` names, since 2,000 would cost some 40 minutes of
/// CPU. `scripts/scale-out` runs and measures both at full size; docs/scaling.md has the
/// figures of a run.
@Suite(
  "formcheck serve scaled out over one PostgreSQL database",
  .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.unavailableReason)))
struct ServeScaleOutTests {
  /// The server processes, each name's racing attempts (one through each), and the client
  /// threads.
  static let servers = 4
  static let clients = 64
  /// How many times one attempt is sent while its server answers that it is busy.
  static let busyRetries = 120
  /// The names raced with `forms/register.yaml` (a password hashed per attempt) and with
  /// the fixture without a secret.
  static let registerNames = 32
  static let signupNames = 2_000

  @Test func everyNameRacedThroughFourServersHasOneWinnerAndCleanLosers() throws {
    try Self.race(
      spec: "forms/register.yaml", form: "register", button: "register", names: Self.registerNames
    ) {
      RegisterRecords.record($0)
    }
  }

  @Test func twoThousandNamesRacedThroughFourServersHaveOneWinnerEach() throws {
    try Self.race(
      spec: SignupFixture.path, form: SignupFixture.form, button: SignupFixture.button,
      names: Self.signupNames
    ) {
      SignupFixture.record($0)
    }
  }

  /// Starts ``servers`` processes serving `spec` on one fresh database, has ``clients``
  /// threads send the names `scale_0` … through all of them at once (`record(name)` to
  /// `form`'s validate route with a tap of `button`), and expects each name to have exactly
  /// one `ok`, every other attempt to be a clean "taken", one row per name, and no
  /// PostgreSQL conflict in any server's standard error.
  private static func race(
    spec: String, form: String, button: String, names: Int, record: @escaping @Sendable (String) -> String
  ) throws {
    let database = try TestPostgresServer.shared.get()
    let url = try database.makeDatabase()
    let servers = try (0..<Self.servers).map { _ in
      try ServeProcess([spec, "--port", "0", "--rate", "0", "--quiet", "--database", url])
    }
    defer { for server in servers { _ = server.stop() } }
    let ports = servers.map(\.port)
    // Client t sends through server t % 4 the names t / 4, t / 4 + 16, …: the 4 clients
    // of one name go through the names in step, so each name's attempts meet.
    let outcomes = Mutex([[String]](repeating: [], count: names))
    let done = DispatchGroup()
    for client in 0..<Self.clients {
      done.enter()
      Thread {
        defer { done.leave() }
        let port = ports[client % Self.servers]
        for name in stride(from: client / Self.servers, to: names, by: Self.clients / Self.servers) {
          var outcome = ""
          // A server whose password hashing pool is full answers 503 having done nothing; a
          // client tries again after its Retry-After, as a browser's script or a proxy would.
          for _ in 0..<Self.busyRetries {
            do {
              let response = try HTTPTestConnection.request(
                "POST", "/api/forms/\(form)/validate?tap=\(button)", body: record("scale_\(name)"),
                headers: ["Content-Type": "application/json"], port: port)
              outcome =
                response.status == 200
                ? RaceOutcome.of(response.json, button: button) : "status \(response.status): \(response.body)"
              guard response.status == 503, let wait = response.headers["retry-after"].flatMap(UInt32.init)
              else { break }
              sleep(wait)
            } catch {
              outcome = "no answer: \(error)"
              break
            }
          }
          outcomes.withLock { $0[name].append(outcome) }
        }
      }.start()
    }
    done.wait()
    for (name, attempts) in outcomes.withLock({ $0 }).enumerated() {
      RaceOutcome.expectOneWinner(attempts, of: "scale_\(name)", among: Self.servers)
    }
    #expect(
      try database.sql("SELECT count(*), count(DISTINCT username) FROM users", database: url)
        == "\(names)|\(names)")
    for server in servers {
      let stderr = server.stop().stderr.lowercased()
      for text in RaceOutcome.conflicts { #expect(!stderr.contains(text), "\(stderr)") }
    }
  }
}
