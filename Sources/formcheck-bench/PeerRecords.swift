import Foundation

/// One form's batch workload: a generator of the peers' (`bench/peers`) and the FormRules
/// spec of the same rules. ``prepare(size:paths:work:)`` writes the records once per
/// work directory and size (reused when present) and copies the spec next to them, where
/// the files it names (the taken names of the register form) are.
struct PeerRecords {
  /// The register form: `gen_records.py` and `bench/peers-register.yaml`.
  static let register = PeerRecords(
    name: "records", generator: "gen_records.py", spec: "bench/peers-register.yaml")
  /// The checkout form: `gen_checkout_records.py` and `bench/peers-checkout.yaml`.
  static let checkout = PeerRecords(
    name: "checkout", generator: "gen_checkout_records.py", spec: "bench/peers-checkout.yaml")

  /// The order form with `lines` lines per record: `gen_order_records.py --lines LINES`
  /// and `bench/peers-order.yaml`.
  static func order(lines: Int) -> PeerRecords {
    PeerRecords(
      name: "order\(lines)", generator: "gen_order_records.py", spec: "bench/peers-order.yaml",
      arguments: ["--lines", String(lines)])
  }

  /// The files of one size, ready to run.
  struct Prepared {
    /// The directory that holds them.
    let directory: String
    /// The spec, copied into the directory.
    let spec: String
    /// `records.jsonl`.
    var records: String { directory + "/records.jsonl" }
    /// `categories.txt`: one letter per record, `V` for a valid one.
    var categories: String { directory + "/categories.txt" }

    /// A file in the directory.
    func file(_ name: String) -> String { directory + "/" + name }
  }

  /// The work directory's subdirectory prefix (`records-100000`).
  let name: String
  /// The generator's file name in the peers' directory.
  let generator: String
  /// The spec, relative to the repository root.
  let spec: String
  /// The generator's arguments after the size and the directory.
  var arguments: [String] = []

  /// The data directory for `size` records: generated unless already there, with the spec
  /// copied next to the records.
  func prepare(size: Int, paths: BenchPaths, work: WorkDirectory) throws -> Prepared {
    let directory = work.file("\(name)-\(size)")
    let manager = FileManager.default
    if !manager.fileExists(atPath: directory + "/categories.txt") {
      let script = paths.peers + "/" + generator
      guard manager.fileExists(atPath: script) else {
        throw BenchError("the peers' generator is not at '\(script)': pass --peers DIR")
      }
      let outcome = try ChildProcess.run(paths.python, [script, String(size), directory] + arguments)
      guard outcome.status == 0 else {
        throw BenchError("\(generator) failed with status \(outcome.status)")
      }
    }
    let copy = directory + "/" + URL(fileURLWithPath: spec).lastPathComponent
    let text = try String(contentsOfFile: paths.file(spec), encoding: .utf8)
    try text.write(toFile: copy, atomically: false, encoding: .utf8)
    return Prepared(directory: directory, spec: copy)
  }
}
