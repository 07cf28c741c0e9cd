import FormRules
import Foundation

/// Scenario `compile`: `FormSpec(yaml:)` — YAML parse, decode, static checks and compile —
/// of `bench/sample_spec_formrules.yaml`, the FormRules counterpart of the peers'
/// `sample_spec.yaml`; and ``parseOnly(yaml:file:)``, the YAML parse alone (libyaml's
/// events to the node tree), next to libyaml's own event loop and PyYAML's C loader.
struct CompileScenario {
  /// The sample spec's top-level keys.
  private static let topLevelKeys = 7

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
    _ = try timeParses(yaml)
    var perCompile: [Double] = []
    var perParse: [Double] = []
    for _ in 0..<runs {
      perParse.append(try timeParses(yaml) / Double(iterations) * 1e6)
      perCompile.append(try timeCompiles(yaml, directory: directory) / Double(iterations) * 1e6)
    }
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    return [
      Metric(
        "compile", "parse only (YAML to node tree), µs per spec", Statistics(samples: perParse),
        unit: "µs", decimals: 1, direction: .lower,
        comparisons: [PeerFigures.pyyaml, PeerFigures.libyamlDocument, PeerFigures.libyamlEvents]),
      Metric(
        "compile", "parse + compile, µs per spec", Statistics(samples: perCompile), unit: "µs", decimals: 1,
        direction: .lower,
        comparisons: [
          PeerFigures.compileGoal, PeerFigures.pyyaml, PeerFigures.libyamlDocument, PeerFigures.libyamlEvents,
        ]),
      Metric("compile", "spec lines (bytes \(yaml.utf8.count))", Double(lines), unit: "count"),
    ]
  }

  /// Seconds for `iterations` YAML parses.
  private func timeParses(_ yaml: String) throws -> Double {
    var keys = 0
    let seconds = try Stopwatch.seconds {
      for _ in 0..<iterations {
        keys &+= try Self.parseOnly(yaml: yaml, file: "sample_spec_formrules.yaml")
      }
    }
    guard keys == Self.topLevelKeys * iterations else { throw BenchError("a parse lost keys") }
    return seconds
  }

  /// The YAML stage of `FormSpec(yaml:file:baseDirectory:)` on its own: loads `yaml` into
  /// its node tree (libyaml's events, limits, anchor and duplicate-key checks) and stops
  /// there. Returns the number of top-level keys (0 when the document is empty or not a
  /// mapping); throws the YAML error a full compile would report.
  static func parseOnly(yaml: String, file: String) throws -> Int {
    try YAMLLoader.load(yaml, file: file).root?.mappingEntries?.count ?? 0
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
