import FormRules
import Foundation

/// Scenario `compile`: `FormSpec(yaml:)` — YAML parse, decode, static checks and compile —
/// of `bench/sample_spec_formrules.yaml`, the FormRules counterpart of the peers'
/// `sample_spec.yaml`.
///
/// Parse-only time is not measured: the YAML loader is internal to the library and no
/// `package` entry point runs it alone (see docs/performance.md).
struct CompileScenario {
  /// Compiles per timed run.
  let iterations: Int
  /// Timed runs, after one warm-up.
  let runs: Int

  /// Measures.
  func run(paths: BenchPaths) throws -> [Metric] {
    let path = paths.file("bench/sample_spec_formrules.yaml")
    let yaml = try String(contentsOfFile: path, encoding: .utf8)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let spec = try FormSpec(yaml: yaml, file: path, baseDirectory: directory)
    guard spec.warnings.isEmpty, spec.fields.count == 8 else {
      throw BenchError("'\(path)' should compile to 8 fields without warnings")
    }
    _ = try timeCompiles(yaml, directory: directory)
    var perCompile: [Double] = []
    for _ in 0..<runs {
      perCompile.append(try timeCompiles(yaml, directory: directory) / Double(iterations) * 1e6)
    }
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    return [
      Metric(
        "compile", "parse + compile, µs per spec", Statistics(samples: perCompile), unit: "µs", decimals: 1,
        direction: .lower,
        comparisons: [
          PeerFigures.compileGoal, PeerFigures.pyyaml, PeerFigures.libyamlDocument, PeerFigures.libyamlEvents,
        ]),
      Metric("compile", "spec lines (bytes \(yaml.utf8.count))", Double(lines), unit: "count"),
    ]
  }

  /// Seconds for `iterations` compiles.
  private func timeCompiles(_ yaml: String, directory: String) throws -> Double {
    var fields = 0
    let seconds = try Stopwatch.seconds {
      for _ in 0..<iterations {
        fields &+= try FormSpec(yaml: yaml, file: "sample_spec_formrules.yaml", baseDirectory: directory)
          .fields.count
      }
    }
    guard fields == 8 * iterations else { throw BenchError("a compile lost fields") }
    return seconds
  }
}
