import FoundationEssentials
import Glibc

/// Expands the paths given to `check` into candidate spec files.
///
/// A file named is a candidate as it is. A folder named is searched recursively for
/// `*.yaml` and `*.yml`, sorted: hidden folders, `node_modules`, and anything an
/// `--exclude` glob matches are skipped; symbolic links are never followed (a link named
/// like a YAML file is a candidate, so that `check` reports it as skipped), and FIFOs,
/// sockets and devices are not candidates. Which candidates found in a folder are specs
/// is for `check` to decide from their content.
struct SpecFinder {
  /// One candidate file.
  struct Candidate: Equatable {
    /// The path, as named or as the folder's path joined with its path inside it.
    var path: String
    /// The folder it was found in, as named; nil for a file named itself.
    var folder: String?
  }

  /// `fnmatch(3)` patterns; a path is skipped when one matches its path relative to the
  /// folder named, or its base name.
  var excludes: [String] = []

  /// The candidates in `paths`, in order. A path that does not exist is a usage error.
  func candidates(in paths: [String]) throws(UsageError) -> [Candidate] {
    var found: [Candidate] = []
    for path in paths {
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file or folder: '\(path)'")
      }
      guard isDirectory else {
        found.append(Candidate(path: path, folder: nil))
        continue
      }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      found += search(prefix, relative: "").map { Candidate(path: prefix + $0, folder: path) }
    }
    return found
  }

  /// The candidates under `root + relative` (which ends with `/` or is empty), as paths
  /// relative to `root`, sorted.
  private func search(_ root: String, relative: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root + relative)) ?? []
    var found: [String] = []
    for name in names.sorted() {
      let path = relative + name
      guard !isExcluded(path, name: name) else { continue }
      var status = stat()
      guard lstat(root + path, &status) == 0 else { continue }
      let mode = status.st_mode & S_IFMT
      if mode == S_IFDIR {
        if !name.hasPrefix("."), name != "node_modules" { found += search(root, relative: path + "/") }
      } else if mode == S_IFREG || mode == S_IFLNK, name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
        found.append(path)
      }
    }
    return found
  }

  /// Whether an `--exclude` pattern matches `path` (relative to the folder named) or `name`.
  private func isExcluded(_ path: String, name: String) -> Bool {
    excludes.contains { fnmatch($0, path, 0) == 0 || fnmatch($0, name, 0) == 0 }
  }
}
