import Foundation

/// One load round by `wrk` (Debian's `wrk`) with `bench/serve-load.lua`: POSTs of a file's
/// records to one URL from a fixed number of connections for a fixed time, and the figures
/// the script prints when done.
struct WrkRound: Decodable {
  /// Requests answered.
  let requests: Int
  /// The round's length, in microseconds.
  let durationMicros: Int
  /// The median latency, in microseconds.
  let p50Micros: Int
  /// The 99th percentile of latency, in microseconds.
  let p99Micros: Int
  /// Connect, read, write and timeout errors.
  let errors: Int
  /// Answers other than 200.
  let non200: Int

  /// The script's names for the figures.
  private enum CodingKeys: String, CodingKey {
    case requests, errors
    case durationMicros = "duration_us"
    case p50Micros = "p50_us"
    case p99Micros = "p99_us"
    case non200 = "non_200"
  }

  /// Requests per second.
  var rate: Double { Double(requests) / (Double(durationMicros) / 1e6) }

  /// Whether `wrk` is on the `PATH`.
  static func isAvailable() -> Bool {
    (try? ChildProcess.run("wrk", ["--version"], output: "/dev/null", errors: "/dev/null")) != nil
  }

  /// Loads `url` with `records` from `connections` connections on `threads` threads for
  /// `seconds`; fails on any error or non-200 answer.
  static func run(
    url: String, records: String, connections: Int, threads: Int, seconds: Int, paths: BenchPaths,
    work: WorkDirectory
  ) throws -> WrkRound {
    let output = work.file("wrk-output.txt")
    let outcome = try ChildProcess.run(
      "wrk",
      [
        "-t", String(threads), "-c", String(connections), "-d", "\(seconds)s", "--timeout", "10s",
        "-s", paths.file("bench/serve-load.lua"), url, "--", records,
      ], output: output, errors: work.file("wrk-errors.txt"))
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    guard outcome.status == 0, let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
      let round = try? JSONDecoder().decode(WrkRound.self, from: Data(line.utf8))
    else { throw BenchError("wrk against \(url) failed (status \(outcome.status)): \(text.suffix(300))") }
    guard round.errors == 0, round.non200 == 0, round.requests > 0 else {
      throw BenchError(
        "wrk against \(url): \(round.errors) socket errors and \(round.non200) answers other than 200 "
          + "in \(round.requests) requests")
    }
    return round
  }
}
