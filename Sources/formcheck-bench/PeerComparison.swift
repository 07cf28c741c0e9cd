import Foundation

/// Runs one of the bench's comparison scripts (`bench/compare_statuses.py`,
/// `bench/compare_order.py`) on a peer's output and ours, and reads the count it prints.
enum PeerComparison {
  /// The number after `marker` in what `script` (relative to the repository) prints for
  /// `peer` and `ours`; its report is written to `report`, then removed.
  static func count(
    script: String, marker: String, peer: String, ours: String, paths: BenchPaths, report: String
  ) throws -> Int {
    defer { try? FileManager.default.removeItem(atPath: report) }
    let outcome = try ChildProcess.run(paths.python, [paths.file(script), peer, ours], output: report)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    guard outcome.status <= 1, let start = text.range(of: marker)?.upperBound,
      let count = Int(text[start...].prefix { $0.isNumber })
    else {
      let name = URL(fileURLWithPath: script).lastPathComponent
      throw BenchError("\(name) failed with status \(outcome.status): \(text.prefix(300))")
    }
    return count
  }
}
