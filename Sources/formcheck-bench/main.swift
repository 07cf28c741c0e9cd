import Foundation

/// `formcheck-bench`: measures propagation, batch (register, checkout and order forms), the
/// order form's edits and items, spec compile and graph build and the HTTP service client,
/// a lookup-heavy form against a service, and `formcheck serve` under load, and compares them with the peers' figures
/// (bench/peers/RESULTS.md) or, for the checkout and order forms, with their pydantic peers
/// run beside them, and for the HTTP client and the service form, with bare curl.
func runBench(_ options: BenchOptions) throws -> BenchReport {
  let paths = BenchPaths(options: options)
  let work = try WorkDirectory(explicit: options.workDirectory)
  defer { work.remove() }
  let machine = MachineInfo.current()
  var metrics: [Metric] = []
  for scenario in options.scenarios {
    progress("running \(scenario)…")
    switch scenario {
    case "propagation":
      metrics += try PropagationScenario(events: options.size ?? 1_000_000, runs: options.runs(default: 5))
        .run(work: work)
    case "batch":
      metrics += try BatchScenario(
        sizes: options.size.map { [$0] } ?? [100_000, 1_000_000], runs: options.runs(default: 3)
      )
      .run(paths: paths, work: work)
    case "checkout":
      metrics += try CheckoutScenario(size: options.size ?? 300_000, runs: options.runs(default: 3))
        .run(paths: paths, work: work)
    case "order":
      metrics += try OrderScenario(size: options.size ?? 100_000, runs: options.runs(default: 3))
        .run(paths: paths, work: work)
    case "compile":
      metrics += try CompileScenario(iterations: options.size ?? 2_000, runs: options.runs(default: 5)).run(
        paths: paths)
    case "http":
      metrics += try HTTPScenario(requests: options.size ?? 5_000, runs: options.runs(default: 3))
        .run(paths: paths, work: work)
    case "services":
      metrics += try ServicesScenario(size: options.size ?? 2_000, runs: options.runs(default: 3))
        .run(paths: paths, work: work)
    case "serve":
      metrics += try ServeScenario(size: options.size ?? 10_000, runs: options.runs(default: 3))
        .run(paths: paths, work: work)
    default:
      metrics += try GraphBuildScenario(iterations: options.size ?? 2_000, runs: options.runs(default: 5))
        .run(paths: paths, work: work)
    }
  }
  return BenchReport(machine: machine, metrics: metrics)
}

/// A progress line on standard error (the table or JSON goes to standard output).
func progress(_ message: String) {
  FileHandle.standardError.write(Data(("formcheck-bench: " + message + "\n").utf8))
}

do {
  let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
  if options.help {
    print(BenchOptions.usage)
  } else {
    let report = try runBench(options)
    print(options.json ? try report.json() : report.table)
  }
} catch let error as BenchError {
  progress("error: \(error.description)")
  exit(2)
} catch {
  progress("error: \(error)")
  exit(1)
}
