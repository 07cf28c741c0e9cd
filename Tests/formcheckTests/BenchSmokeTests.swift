import Foundation
import Testing

/// Runs the built `formcheck-bench` with tiny sizes: every scenario still works, prints
/// its metrics, and its correctness counts (glitches, cross-check mismatches, validity
/// disagreements) are zero. Timings are printed by the bench, never asserted here.
@Suite("formcheck-bench smoke")
struct BenchSmokeTests {
  /// Whether the batch scenario can run here: it runs the peers' generator
  /// (`bench/peers/gen_records.py`) with python3.
  static let pythonAvailable = Bench.which("python3")

  /// Whether the checkout scenario can time its pydantic peer: python3 imports pydantic
  /// and orjson.
  static let pydanticAvailable: Bool = {
    guard pythonAvailable, let outcome = try? Python.run(["-c", "import pydantic, orjson"]) else {
      return false
    }
    return outcome.status == 0
  }()

  @Test("propagation: no glitches, no mismatches, no more emissions than settled changes")
  func propagation() throws {
    let metrics = try Bench.json(["--scenario", "propagation", "--n", "3000", "--runs", "1"])
    #expect(try #require(metrics["events"]) == 3000)
    #expect(try #require(metrics["events/s"]) > 0)
    #expect(try #require(metrics["imperative floor events/s, this machine"]) > 0)
    #expect(try #require(metrics["transient emissions (glitches)"]) == 0)
    #expect(try #require(metrics["settled-state mismatches"]) == 0)
    #expect(try #require(metrics["redundant emissions"]) == 0)
    #expect(try #require(metrics["missed emissions"]) == 0)
    let emissions = try #require(metrics["emissions per event (3 results + button)"])
    #expect(emissions == metrics["settled output changes per event"])
    #expect(emissions > 0 && emissions <= 1.405)
  }

  @Test("batch: every record's validity agrees with the generator's category", .enabled(if: pythonAvailable))
  func batch() throws {
    let metrics = try Bench.json(["--scenario", "batch", "--n", "400", "--runs", "1"])
    #expect(try #require(metrics["records/s, 400 records"]) > 0)
    #expect(try #require(metrics["peak RSS, 400 records"]) > 0)
    #expect(try #require(metrics["validity disagreements with categories, 400 records"]) == 0)
  }

  @Test(
    "checkout: every record's validity agrees with its category; the register form runs beside it",
    .enabled(if: pythonAvailable))
  func checkout() throws {
    let metrics = try Bench.json(["--scenario", "checkout", "--n", "300", "--runs", "1"])
    #expect(try #require(metrics["records/s --jobs 1, 300 records"]) > 0)
    #expect(try #require(metrics["register form records/s --jobs 1, same runs, 300 records"]) > 0)
    #expect(try #require(metrics["checkout / register records/s, same runs"]) > 0)
    #expect(try #require(metrics["peak RSS, 300 records"]) > 0)
    #expect(try #require(metrics["validity disagreements with categories, 300 records"]) == 0)
  }

  @Test(
    "checkout: the pydantic peer gives every record FormRules' statuses, timed in the same runs",
    .enabled(if: pydanticAvailable, "needs python3 with pydantic and orjson"))
  func checkoutPeer() throws {
    let metrics = try Bench.json(["--scenario", "checkout", "--n", "600", "--runs", "1"])
    #expect(try #require(metrics["pydantic checkout peer records/s, 600 records"]) > 0)
    #expect(try #require(metrics["FormRules / pydantic records/s, same runs"]) > 0)
    #expect(try #require(metrics["status differences from the pydantic peer, 600 records"]) == 0)
  }

  @Test(
    "order: edits inside an order, adding and removing items, batch with 3 and 20 lines; validity agrees",
    .enabled(if: pythonAvailable))
  func order() throws {
    let metrics = try Bench.json(["--scenario", "order", "--n", "60", "--runs", "1"])
    #expect(try #require(metrics["events/s, edits by path in a 20-line order"]) > 0)
    #expect(try #require(metrics["register form events/s, same runs"]) > 0)
    #expect(try #require(metrics["add an item (10 lines → 11), µs"]) > 0)
    #expect(try #require(metrics["remove an item (11 lines → 10), µs"]) > 0)
    // The register form runs on five times the order records: the same share of start-up.
    #expect(try #require(metrics["records/s register form, --jobs 1, 300 records, same runs"]) > 0)
    for label in ["3 lines, 60 records", "20 lines, 20 records"] {
      #expect(try #require(metrics["batch records/s --jobs 1, \(label)"]) > 0)
      #expect(try #require(metrics["batch peak RSS, \(label)"]) > 0)
      #expect(try #require(metrics["validity disagreements with categories, \(label)"]) == 0)
    }
  }

  @Test(
    "order: the pydantic peer gives every record FormRules' nested state, timed in the same runs",
    .enabled(if: pydanticAvailable, "needs python3 with pydantic and orjson"))
  func orderPeer() throws {
    let metrics = try Bench.json(["--scenario", "order", "--n", "90", "--runs", "1"])
    #expect(try #require(metrics["register form: FormRules / pydantic records/s, same runs"]) > 0)
    #expect(
      try #require(metrics["register form: FormRules / pydantic records per CPU second, same runs"]) > 0)
    for (lines, records) in [(3, 90), (20, 30)] {
      #expect(try #require(metrics["FormRules / pydantic records/s, \(lines) lines, same runs"]) > 0)
      #expect(
        try #require(metrics["FormRules / pydantic records per CPU second, \(lines) lines, same runs"]) > 0)
      let label = "\(lines) lines, \(records) records"
      #expect(try #require(metrics["pydantic order peer records/s, \(label)"]) > 0)
      #expect(
        try #require(metrics["records whose nested state differs from the pydantic peer's, \(label)"]) == 0)
    }
  }

  @Test(
    "services: every lookup through the form and every batch record as the server's data says, in order, connections bounded by --jobs",
    .enabled(if: pythonAvailable && Bench.which("curl"), "needs python3 and curl"))
  func services() throws {
    // The bench fails (and so does this test) when a lookup's outcome, a result line's
    // place or status, or the number of lookups the server saw is wrong.
    let metrics = try Bench.json(["--scenario", "services", "--n", "30", "--runs", "1"])
    #expect(try #require(metrics["form lookups/s, 30 edits"]) > 0)
    #expect(try #require(metrics["form added latency per edit p50"]) > 0)
    #expect(try #require(metrics["form connections per round"]) == 1)
    for jobs in [1, 4, 16] {
      #expect(try #require(metrics["batch records/s --jobs \(jobs), 30 records"]) > 0)
      let connections = try #require(metrics["batch connections --jobs \(jobs), most in a round"])
      #expect(connections >= 1 && connections <= Double(jobs))
    }
  }

  @Test("compile and graph build report their times")
  func compileAndGraph() throws {
    let metrics = try Bench.json(["--scenario", "compile,graph", "--n", "5", "--runs", "1"])
    #expect(try #require(metrics["parse + compile, µs per spec"]) > 0)
    #expect(try #require(metrics["parse only (YAML to node tree), µs per spec"]) > 0)
    #expect(try #require(metrics["build + observe + dispose, µs per form"]) > 0)
    #expect(try #require(metrics["build only, µs per form"]) > 0)
    #expect(try #require(metrics["forms/register.yaml (SQLite :memory:), µs per form"]) > 0)
  }

  @Test(
    "http: the client and bare curl answer every request, over one kept-alive connection",
    .enabled(if: pythonAvailable && Bench.which("curl"), "needs python3 and curl"))
  func http() throws {
    let metrics = try Bench.json(["--scenario", "http", "--n", "50", "--runs", "1"])
    #expect(try #require(metrics["requests/s"]) > 0)
    #expect(try #require(metrics["added latency p50"]) > 0)
    #expect(try #require(metrics["server's own p50"]) > 0)
    #expect(try #require(metrics["connections per round"]) == 1)
  }

  @Test("the table names each metric, its reference figure and the advantage")
  func table() throws {
    let outcome = try Bench.run(["--scenario", "graph", "--n", "3", "--runs", "1"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("advantage"))
    #expect(outcome.stdout.contains("build + observe + dispose, µs per form"))
    #expect(outcome.stdout.contains("RxSwift 6.10 (RESULTS A)"))
  }

  @Test("an unknown scenario is a usage error")
  func unknownScenario() throws {
    let outcome = try Bench.run(["--scenario", "propagate"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("unknown scenario 'propagate'"))
  }
}

/// Runs the built `formcheck-bench`.
private enum Bench {
  /// Whether `program` is on the PATH.
  static func which(_ program: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
    }
  }

  /// Runs the bench with `arguments`.
  static func run(_ arguments: [String]) throws -> Formcheck.Outcome {
    try Formcheck.run(arguments, program: "formcheck-bench")
  }

  /// Runs the bench with `--json` and returns each metric's value by name.
  static func json(_ arguments: [String]) throws -> [String: Double] {
    let outcome = try run(arguments + ["--json"])
    try #require(outcome.status == 0, "formcheck-bench failed: \(outcome.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
    let metrics = try #require(object?["metrics"] as? [[String: Any]])
    var values: [String: Double] = [:]
    for metric in metrics {
      if let name = metric["metric"] as? String, let value = metric["value"] as? Double {
        values[name] = value
      }
    }
    return values
  }
}
