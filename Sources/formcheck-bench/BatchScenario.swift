import Foundation

/// Scenario `batch`: the built `formcheck batch` binary, run as a subprocess on the peers'
/// generated records (`shared/bench/peers/gen_records.py`) with the peers' rules written as
/// `bench/peers-register.yaml`; whole-process wall time and peak RSS, output to a file as
/// the peers write theirs. Every output line's validity is checked against the
/// generator's category (valid ⇔ category V); bench/side-by-side.sh compares every status
/// with the peers'.
struct BatchScenario {
  /// Record counts to measure.
  let sizes: [Int]
  /// Timed runs per size, after one warm-up.
  let runs: Int

  /// Measures; fails when the binary or the generator is missing or misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    guard FileManager.default.isExecutableFile(atPath: paths.formcheck) else {
      throw BenchError(
        "no formcheck binary at '\(paths.formcheck)': build it (swift build -c release) or pass --formcheck")
    }
    var metrics: [Metric] = []
    var memory: [(size: Int, mebibytes: Double)] = []
    for size in sizes {
      let data = try prepare(size: size, paths: paths, work: work)
      let (rates, peaks, disagreements) = try measure(data: data, size: size, formcheck: paths.formcheck)
      let label = NumberText.grouped(size) + " records"
      metrics += [
        Metric(
          "batch", "records/s, \(label)", Statistics(samples: rates), unit: "records/s", direction: .higher,
          comparisons: [
            PeerFigures.pydantic, PeerFigures.msgspec, PeerFigures.jsonschemaRS, PeerFigures.orjsonFloor,
            PeerFigures.batchGoal,
          ]),
        Metric(
          "batch", "peak RSS, \(label)", Statistics(samples: peaks), unit: "MiB", decimals: 1,
          direction: .lower,
          comparisons: [PeerFigures.pydanticMemory, PeerFigures.memoryGoal]),
        Metric(
          "batch", "validity disagreements with categories, \(label)", Double(disagreements), unit: "count"),
      ]
      memory.append((size, Statistics(samples: peaks).median))
    }
    if let first = memory.first, let last = memory.last, last.size > first.size {
      metrics.append(
        Metric(
          "batch", "peak RSS growth \(first.size) → \(last.size) records", last.mebibytes / first.mebibytes,
          unit: "x", decimals: 2))
    }
    return metrics
  }

  /// The data directory for `size` records: generated unless already there, with the spec
  /// copied next to the taken names.
  private func prepare(size: Int, paths: BenchPaths, work: WorkDirectory) throws -> String {
    let directory = work.file("records-\(size)")
    let manager = FileManager.default
    if !manager.fileExists(atPath: directory + "/categories.txt") {
      let generator = paths.peers + "/gen_records.py"
      guard manager.fileExists(atPath: generator) else {
        throw BenchError("the peers' generator is not at '\(generator)': pass --peers DIR")
      }
      let outcome = try ChildProcess.run("python3", [generator, String(size), directory])
      guard outcome.status == 0 else {
        throw BenchError("gen_records.py failed with status \(outcome.status)")
      }
    }
    let spec = try String(contentsOfFile: paths.file("bench/peers-register.yaml"), encoding: .utf8)
    try spec.write(toFile: directory + "/peers-register.yaml", atomically: true, encoding: .utf8)
    return directory
  }

  /// Records/s and peak RSS (MiB) of each timed run, and how many records' validity
  /// disagreed with their category.
  private func measure(data: String, size: Int, formcheck: String) throws -> ([Double], [Double], Int) {
    let output = data + "/formcheck-out.jsonl"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let arguments = ["batch", data + "/peers-register.yaml", data + "/records.jsonl"]
    var rates: [Double] = []
    var peaks: [Double] = []
    for run in 0...runs {
      let outcome = try ChildProcess.run(formcheck, arguments, output: output)
      guard outcome.status == 0 || outcome.status == 1 else {
        throw BenchError("formcheck batch failed with status \(outcome.status)")
      }
      if run > 0 {
        rates.append(Double(size) / outcome.seconds)
        peaks.append(Double(outcome.peakRSSKiB) / 1024)
      }
    }
    return (
      rates, peaks, try BatchOutputCheck.disagreements(output: output, categories: data + "/categories.txt")
    )
  }
}
