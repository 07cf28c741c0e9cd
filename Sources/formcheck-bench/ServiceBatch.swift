import Foundation

/// The batch half of scenario `services`: the built `formcheck batch` binary, run as a
/// subprocess on records of ``LookupSpec``'s form (one name each, every tenth taken), so
/// that each record makes one lookup at the test server. Whole-process wall time; the
/// output must be in input order with every record's status as the server's seed data
/// says, and the server must have seen one request per record.
struct ServiceBatch {
  /// What one run gave.
  struct Outcome {
    /// Records per second, whole process.
    let rate: Double
    /// How many connections carried the lookups.
    let connections: Int
    /// The server's own time per lookup, in seconds.
    let server: Statistics
  }

  /// Records per run.
  let size: Int
  /// The spec file and the records file.
  private let spec: String
  private let records: String
  /// Where the output goes.
  private let output: String
  /// Each record's name, in input order.
  private let names: [String]

  /// Writes the spec (its service at `server`) and `size` records into `work`, in files
  /// named after `name`.
  init(name: String, size: Int, server: ServiceServer, work: WorkDirectory) throws {
    self.size = size
    spec = work.file("\(name).yaml")
    records = work.file("\(name)-records.jsonl")
    output = work.file("\(name)-out.jsonl")
    names = (0..<size).map { LookupSpec.name($0, tag: "batch") }
    let lines = names.map { "{\"username\":\"\($0)\"}\n" }.joined()
    do {
      try LookupSpec.yaml(baseURL: server.url("")).write(toFile: spec, atomically: true, encoding: .utf8)
      try lines.write(toFile: records, atomically: true, encoding: .utf8)
    } catch {
      throw BenchError("services: cannot write the batch's files: \(error.localizedDescription)")
    }
  }

  /// Removes the files.
  func remove() {
    for path in [spec, records, output] { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Runs `formcheck batch --jobs JOBS` once, after a reset of the server's log, and checks
  /// its output and the server's log.
  func run(formcheck: String, jobs: Int, server: ServiceServer) throws -> Outcome {
    try server.reset()
    let outcome = try ChildProcess.run(
      formcheck, ["batch", spec, records, "--jobs", String(jobs)], output: output)
    // formcheck batch exits 1 when some record is invalid: every tenth is taken.
    guard outcome.status <= 1 else {
      throw BenchError("services: formcheck batch --jobs \(jobs) failed with status \(outcome.status)")
    }
    let wrong = try wrongRecords()
    guard wrong == 0 else {
      throw BenchError(
        "services: formcheck batch --jobs \(jobs): \(wrong) of \(size) result lines out of order or wrong")
    }
    let lookups = try server.log().filter { $0.path.hasPrefix("/users/") }
    guard lookups.count == size else {
      throw BenchError(
        "services: formcheck batch --jobs \(jobs) made \(lookups.count) lookups for \(size) records")
    }
    return Outcome(
      rate: Double(size) / outcome.seconds, connections: Set(lookups.map(\.connection)).count,
      server: Statistics(samples: lookups.compactMap { $0.micros.map { Double($0) / 1e6 } }))
  }

  /// How many result lines are not the expected one for their record: line N must be
  /// record N's, valid exactly when its name is free, taken ones failed with the rule's
  /// message, and none a store error (a missing or extra line counts as one).
  private func wrongRecords() throws -> Int {
    guard let text = try? String(contentsOfFile: output, encoding: .utf8) else {
      throw BenchError("services: cannot read '\(output)'")
    }
    let lines = text.split(separator: "\n")
    var wrong = abs(lines.count - names.count)
    for (index, (line, name)) in zip(lines, names).enumerated() {
      let taken = LookupSpec.isTaken(name)
      let isRight =
        line.hasPrefix("{\"record\":\(index + 1),\"valid\":\(!taken),")
        && line.contains("\"message\":\"\(LookupSpec.takenMessage)\"") == taken
        && !line.contains("\"error\":")
      if !isRight { wrong += 1 }
    }
    return wrong
  }
}
