import Foundation

/// Where the bench finds the repository's files, the `formcheck` binary and the peers.
struct BenchPaths {
  /// The repository root (holds `bench/` and `forms/`).
  let repository: String
  /// The `formcheck` binary that the batch scenario runs.
  let formcheck: String
  /// The peers' scripts (`bench/peers` of the repository): their record generators and the
  /// checkout peer.
  let peers: String
  /// The Python that runs them (`python3` from `PATH` unless `--python` names one).
  let python: String

  /// Resolves the paths, preferring the options' explicit ones.
  init(options: BenchOptions) {
    repository = Self.repositoryRoot()
    formcheck = options.formcheckPath ?? Self.sibling("formcheck")
    peers = options.peersDirectory ?? repository + "/bench/peers"
    python = options.pythonPath ?? "python3"
  }

  /// The `formcheck` binary, which must exist for the batch scenarios.
  func requireFormcheck() throws(BenchError) -> String {
    guard FileManager.default.isExecutableFile(atPath: formcheck) else {
      throw BenchError(
        "no formcheck binary at '\(formcheck)': build it (swift build -c release) or pass --formcheck")
    }
    return formcheck
  }

  /// Whether ``python`` can run the pydantic peer `peer`: the script is there and pydantic
  /// and orjson import.
  func canRunPydantic(peer: String) throws(BenchError) -> Bool {
    guard FileManager.default.fileExists(atPath: peer) else { return false }
    let outcome = try ChildProcess.run(
      python, ["-c", "import pydantic, orjson"], output: "/dev/null", errors: "/dev/null")
    return outcome.status == 0
  }

  /// A file of the repository, by its path relative to the root.
  func file(_ relative: String) -> String { repository + "/" + relative }

  /// The repository root: the directory above `Sources/` of this source file when it is
  /// still there (a build from a checkout), else the current directory.
  private static func repositoryRoot() -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    if FileManager.default.fileExists(atPath: root + "/bench") { return root }
    return FileManager.default.currentDirectoryPath
  }

  /// A file next to this executable (the build products directory).
  private static func sibling(_ name: String) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent(name).path
  }
}
