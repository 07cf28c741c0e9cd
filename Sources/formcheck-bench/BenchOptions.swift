/// The command line of `formcheck-bench`.
struct BenchOptions {
  /// Every scenario, in the order they run.
  static let allScenarios = [
    "propagation", "batch", "checkout", "order", "compile", "graph", "http", "services", "serve",
  ]

  static let usage = """
    usage: formcheck-bench [--json] [--scenario NAME]... [--n N] [--runs R]
                           [--work DIR] [--formcheck PATH] [--peers DIR] [--python PATH]

    Measures FormRules and prints a table (scenario, metric, value, reference figure,
    advantage = how many times better ours is) or, with --json, one JSON object.

    scenarios (default: all, in this order):
      propagation  register graph, N single-field edits (default 1,000,000): events/s,
                   emissions per event, transient emissions, settled-state cross-check
      batch        `formcheck batch` on the peers' generated records, whole process:
                   records/s and peak RSS at N records (default: 100,000 and 1,000,000),
                   with --jobs 1 and --jobs 2 (same-run speed-up, outputs compared)
      checkout     `formcheck batch --jobs 1` on the checkout form (bench/peers-checkout.yaml:
                   types, a format, normalize, holds) at N records (default 300,000),
                   alternating with the register form and with the pydantic checkout peer
                   (when --python imports pydantic and orjson): records/s, same-run
                   ratios, statuses compared record by record
      order        the order form (bench/peers-order.yaml: a customer group, 1-20 lines):
                   N edits by path inside a 20-line order (default 100,000), timed with
                   the register graph's in the same runs: events/s, ns/event; N/10
                   items added to and removed from a 10-line order: µs each; then
                   `formcheck batch --jobs 1` on N records of 3 lines and N/3 of 20,
                   each timed before and after the pydantic order peer (the mean of
                   the two), and the register form on 5N records around its pydantic
                   peer (as long a run, so the peers' start-up weighs alike):
                   records/s, peak RSS, same-run ratios to pydantic (records per
                   second of wall time, and per CPU second), validity and nested
                   states checked
      compile      FormSpec(yaml:) of bench/sample_spec_formrules.yaml, N times per run
                   (default 2,000): µs per parse + compile
      graph        Form(spec:environment:) + observe + cancel of the register form,
                   N times per run (default 2,000): µs per form
      http         N sequential GETs (default 5,000) of the project's test server
                   (scripts/service-test-server.py, run with --python) through the HTTP
                   service client, and by a bare curl process in the same rounds:
                   requests/s, p50/p99 latency added over the server's own time, same-run
                   ratios to curl (skipped without curl)
      services     a lookup-heavy form against the same test server: N edits (default
                   2,000) of a field whose rule is a service-store lookup, through the
                   library, settled one by one: lookups/s, p50/p99 time per edit added
                   over the server's own; a bare curl loop to the same endpoint in the
                   same rounds; `formcheck batch` over N records with --jobs 1, 4, 16:
                   records/s, output order and every status checked against the
                   server's seed data (skipped without curl)
      serve        `formcheck serve` of the batch peers' register rules against the same
                   rules as a FastAPI + pydantic service (bench/peers/fastapi_register.py,
                   uvicorn, one worker) in the same run: wrk POSTs N generated records
                   (default 10,000) in turn to each validate route from 32 connections,
                   10 s a round, after a cross-check of 300 answers: requests/s, p50/p99
                   latency, same-run ratios; memory per idle page session (skipped
                   without wrk, or without fastapi and uvicorn)

    options:
      --json            print JSON instead of the table
      --scenario NAME   run only NAME (repeatable, or comma-separated)
      --n N             the scenario's size (events, records, compiles, forms, requests)
      --runs R          timed runs per figure (default 5; batch, checkout, order, http,
                        services, serve 3), after one warm-up
      --work DIR        keep generated records here (reused when present) instead of a
                        temporary directory removed at exit
      --formcheck PATH  the formcheck binary (default: next to this one)
      --peers DIR       the peers' scripts (default: bench/peers of the repository)
      --python PATH     the Python that runs them (default: python3)
      -h, --help        show this help
    """

  /// Whether to print JSON.
  var json = false
  /// The scenarios to run, in run order.
  var scenarios = allScenarios
  /// `--n`, if given.
  var size: Int?
  /// `--runs`, if given.
  var runs: Int?
  /// `--work`, if given.
  var workDirectory: String?
  /// `--formcheck`, if given.
  var formcheckPath: String?
  /// `--peers`, if given.
  var peersDirectory: String?
  /// `--python`, if given.
  var pythonPath: String?
  /// Whether help was asked for.
  var help = false

  /// Parses `arguments` (without the program name).
  init(_ arguments: [String]) throws(BenchError) {
    var chosen: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": json = true
      case "-h", "--help": help = true
      case "--scenario":
        for name in try Self.value(of: argument, in: &rest).split(separator: ",").map(String.init) {
          let canonical = name == "graph-build" ? "graph" : name
          guard Self.allScenarios.contains(canonical) else {
            throw BenchError(
              "unknown scenario '\(name)' (expected one of \(Self.allScenarios.joined(separator: ", ")))")
          }
          chosen.append(canonical)
        }
      case "--n": size = try Self.positive(of: argument, in: &rest)
      case "--runs": runs = try Self.positive(of: argument, in: &rest)
      case "--work": workDirectory = try Self.value(of: argument, in: &rest)
      case "--formcheck": formcheckPath = try Self.value(of: argument, in: &rest)
      case "--peers": peersDirectory = try Self.value(of: argument, in: &rest)
      case "--python": pythonPath = try Self.value(of: argument, in: &rest)
      default: throw BenchError("unknown argument '\(argument)'")
      }
    }
    if !chosen.isEmpty { scenarios = Self.allScenarios.filter(chosen.contains) }
  }

  /// Timed runs for a scenario whose default is `standard`.
  func runs(default standard: Int) -> Int { runs ?? standard }

  /// The value after `option`, taken from `rest`.
  private static func value(of option: String, in rest: inout ArraySlice<String>) throws(BenchError) -> String
  {
    guard let value = rest.popFirst() else { throw BenchError("\(option) needs a value") }
    return value
  }

  /// The positive whole number after `option` (`_` separators allowed).
  private static func positive(of option: String, in rest: inout ArraySlice<String>) throws(BenchError) -> Int
  {
    let text = try value(of: option, in: &rest)
    guard let number = Int(text.filter { $0 != "_" }), number > 0 else {
      throw BenchError("\(option) needs a positive whole number, not '\(text)'")
    }
    return number
  }
}
