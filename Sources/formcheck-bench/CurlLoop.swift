import Foundation

/// The bare `curl` command line as a peer: one process fetching many URLs in turn over one
/// kept-alive connection, each transfer's own time printed by curl (`%{time_total}`).
enum CurlLoop {
  /// URLs per curl process (keeps the command line well under the system's limit).
  private static let urlsPerProcess = 1_000

  /// What one loop measured.
  struct Outcome {
    /// Each request's time as curl measured it, in seconds, in order.
    let latencies: [Double]
    /// Wall time of the whole loop, processes included, in seconds.
    let seconds: Double
  }

  /// Whether `curl` runs.
  static func isAvailable() -> Bool {
    (try? ChildProcess.run("curl", ["--version"], output: "/dev/null", errors: "/dev/null").status) == 0
  }

  /// GETs `url` `count` times in turn; `report` is a scratch file.
  static func run(url: String, count: Int, report: String) throws -> Outcome {
    defer { try? FileManager.default.removeItem(atPath: report) }
    var latencies: [Double] = []
    var seconds = 0.0
    var left = count
    while left > 0 {
      let batch = min(left, urlsPerProcess)
      let arguments =
        ["-s", "-w", "%{time_total}\\n"] + Array(repeating: ["-o", "/dev/null", url], count: batch).joined()
      let outcome = try ChildProcess.run("curl", arguments, output: report)
      let times = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n")
        .compactMap {
          Double($0)
        }
      guard outcome.status == 0, times.count == batch else {
        throw BenchError(
          "curl failed with status \(outcome.status) (\(times.count) of \(batch) requests timed)")
      }
      latencies += times
      seconds += outcome.seconds
      left -= batch
    }
    return Outcome(latencies: latencies, seconds: seconds)
  }
}
