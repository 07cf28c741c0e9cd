import Foundation

/// Where the bench finds the repository's files, the `formcheck` binary and the peers.
struct BenchPaths {
  /// The repository root (holds `bench/` and `forms/`).
  let repository: String
  /// The `formcheck` binary that the batch scenario runs.
  let formcheck: String
  /// `shared/bench/peers`: the peers' record generator.
  let peers: String

  /// Resolves the paths, preferring the options' explicit ones.
  init(options: BenchOptions) {
    repository = Self.repositoryRoot()
    formcheck = options.formcheckPath ?? Self.sibling("formcheck")
    peers = options.peersDirectory ?? Self.standardPeers(repository: repository)
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

  /// `../shared/bench/peers` beside the repository, or `$FORMCHECK_PEERS_DIR`.
  private static func standardPeers(repository: String) -> String {
    if let explicit = ProcessInfo.processInfo.environment["FORMCHECK_PEERS_DIR"] { return explicit }
    return URL(fileURLWithPath: repository).deletingLastPathComponent()
      .appendingPathComponent("shared/bench/peers").path
  }

  /// A file next to this executable (the build products directory).
  private static func sibling(_ name: String) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent(name).path
  }
}
