import Foundation

/// Scenario `batch`: the built `formcheck batch` binary, run as a subprocess on the peers'
/// generated records (`bench/peers/gen_records.py`) with the peers' rules written as
/// `bench/peers-register.yaml`; whole-process wall time and peak RSS, output to a file as
/// the peers write theirs. Each size runs with `--jobs 1` and `--jobs 2`, alternately, so
/// that the two-thread speed-up is a same-run ratio. Every output line's validity is
/// checked against the generator's category (valid ⇔ category V), and the two outputs
/// must be byte-identical; bench/side-by-side.sh compares every status with the peers'.
struct BatchScenario {
  /// Record counts to measure.
  let sizes: [Int]
  /// Timed runs per size, after one warm-up.
  let runs: Int

  /// The two-thread run: the goal's two cores.
  private static let parallelJobs = 2

  /// What the runs of one size gave.
  private struct Runs {
    /// Records/s per timed run, one thread, then two.
    var rates: [Double] = []
    var parallelRates: [Double] = []
    /// Peak RSS (MiB) per timed run, one thread, then two.
    var peaks: [Double] = []
    var parallelPeaks: [Double] = []
    /// Records whose validity disagrees with their category, one thread, then two.
    var disagreements = 0
    var parallelDisagreements = 0
    /// Output lines that differ between the two.
    var differences = 0
  }

  /// Measures; fails when the binary or the generator is missing or misbehaves.
  func run(paths: BenchPaths, work: WorkDirectory) throws -> [Metric] {
    let formcheck = try paths.requireFormcheck()
    var metrics: [Metric] = []
    var memory: [(size: Int, mebibytes: Double, parallel: Double)] = []
    let jobs = "--jobs \(Self.parallelJobs)"
    for size in sizes {
      let data = try PeerRecords.register.prepare(size: size, paths: paths, work: work)
      let runs = try measure(data: data, size: size, formcheck: formcheck)
      let label = NumberText.grouped(size) + " records"
      let ratios = zip(runs.parallelRates, runs.rates).map { $0 / $1 }
      metrics += [
        Metric(
          "batch", "records/s, \(label)", Statistics(samples: runs.rates), unit: "records/s",
          direction: .higher,
          comparisons: [
            PeerFigures.pydantic, PeerFigures.msgspec, PeerFigures.jsonschemaRS, PeerFigures.orjsonFloor,
            PeerFigures.batchGoal,
          ]),
        Metric(
          "batch", "records/s \(jobs), \(label)", Statistics(samples: runs.parallelRates),
          unit: "records/s", direction: .higher,
          comparisons: [PeerFigures.pydantic, PeerFigures.orjsonFloor, PeerFigures.batchGoal]),
        Metric(
          "batch", "speed-up \(jobs) over --jobs 1, same runs, \(label)", Statistics(samples: ratios),
          unit: "x", decimals: 2, direction: .higher),
        Metric(
          "batch", "peak RSS, \(label)", Statistics(samples: runs.peaks), unit: "MiB", decimals: 1,
          direction: .lower,
          comparisons: [PeerFigures.pydanticMemory, PeerFigures.memoryGoal]),
        Metric(
          "batch", "peak RSS \(jobs), \(label)", Statistics(samples: runs.parallelPeaks), unit: "MiB",
          decimals: 1, direction: .lower,
          comparisons: [PeerFigures.pydanticMemory, PeerFigures.memoryGoal]),
        Metric(
          "batch", "validity disagreements with categories, \(label)", Double(runs.disagreements),
          unit: "count"),
        Metric(
          "batch", "validity disagreements with categories \(jobs), \(label)",
          Double(runs.parallelDisagreements), unit: "count"),
        Metric(
          "batch", "output lines differing \(jobs) vs --jobs 1, \(label)", Double(runs.differences),
          unit: "count"),
      ]
      memory.append(
        (size, Statistics(samples: runs.peaks).median, Statistics(samples: runs.parallelPeaks).median))
    }
    if let first = memory.first, let last = memory.last, last.size > first.size {
      metrics += [
        Metric(
          "batch", "peak RSS growth \(first.size) → \(last.size) records",
          last.mebibytes / first.mebibytes, unit: "x", decimals: 2),
        Metric(
          "batch", "peak RSS growth \(jobs) \(first.size) → \(last.size) records",
          last.parallel / first.parallel, unit: "x", decimals: 2),
      ]
    }
    return metrics
  }

  /// Runs `--jobs 1` and `--jobs 2` alternately, one warm-up each, then checks both
  /// outputs.
  private func measure(data: PeerRecords.Prepared, size: Int, formcheck: String) throws -> Runs {
    let output = data.file("formcheck-out.jsonl")
    let parallelOutput = data.file("formcheck-out-jobs.jsonl")
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: parallelOutput)
    }
    let arguments = ["batch", data.spec, data.records, "--jobs"]
    var runs = Runs()
    for run in 0...self.runs {
      for (jobs, file) in [(1, output), (Self.parallelJobs, parallelOutput)] {
        let outcome = try ChildProcess.run(formcheck, arguments + [String(jobs)], output: file)
        guard outcome.status == 0 || outcome.status == 1 else {
          throw BenchError("formcheck batch --jobs \(jobs) failed with status \(outcome.status)")
        }
        guard run > 0 else { continue }
        let rate = Double(size) / outcome.seconds
        let peak = Double(outcome.peakRSSKiB) / 1024
        if jobs == 1 {
          runs.rates.append(rate)
          runs.peaks.append(peak)
        } else {
          runs.parallelRates.append(rate)
          runs.parallelPeaks.append(peak)
        }
      }
    }
    let categories = data.categories
    runs.disagreements = try BatchOutputCheck.disagreements(output: output, categories: categories)
    runs.parallelDisagreements = try BatchOutputCheck.disagreements(
      output: parallelOutput, categories: categories)
    runs.differences = try BatchOutputCheck.differingLines(output, parallelOutput)
    return runs
  }
}
