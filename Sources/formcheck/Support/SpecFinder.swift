import Foundation

/// Expands the paths given to a command into spec files.
enum SpecFinder {
  /// Files as given; folders searched recursively for `*.yaml` and `*.yml`, sorted.
  /// A path that does not exist is a usage error.
  static func specFiles(in paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file or folder: '\(path)'")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        .sorted()
        .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      files += found
    }
    return files
  }
}
