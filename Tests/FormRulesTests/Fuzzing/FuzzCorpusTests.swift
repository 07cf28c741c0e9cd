import FormRulesFuzzing
import Foundation
import Testing

/// The fuzz targets on the inputs kept in the repository: the seed corpora
/// (`Fuzz/corpus/TARGET`) and the findings of earlier campaigns (`Fuzz/findings/TARGET`),
/// so that every input that once broke a target stays a test without libFuzzer. A target
/// stops the process when a property fails, so a regression fails the run.
@Suite("Fuzz corpora")
struct FuzzCorpusTests {
  /// The files in `Fuzz/<folder>/<target>`, sorted by name (none when it is missing).
  static func inputs(_ folder: String, of target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
    let directory = TestPaths.repositoryRoot.appendingPathComponent("Fuzz/\(folder)/\(target.rawValue)")
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
      (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }
  }

  @Test("every seed runs through its target", arguments: FuzzTarget.allCases)
  func seeds(target: FuzzTarget) throws {
    let seeds = try Self.inputs("corpus", of: target)
    #expect(!seeds.isEmpty, "Fuzz/corpus/\(target.rawValue) has no seeds")
    for seed in seeds { target.run(seed.bytes) }
  }

  @Test("every saved finding runs through its target", arguments: FuzzTarget.allCases)
  func findings(target: FuzzTarget) throws {
    for finding in try Self.inputs("findings", of: target) { target.run(finding.bytes) }
  }
}
