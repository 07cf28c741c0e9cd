#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path a spec names (a `list:` file), kept inside the spec's folder: it must be
/// relative, must not climb out with `..`, and its folder, once symbolic links are
/// resolved, must lie inside the spec's folder. (The file itself is then opened by
/// ``RegularFile``, which does not follow a symbolic link.)
///
/// A spec may come from a pull request: `list: /etc/passwd` would otherwise let its
/// examples confirm whether a line is in any file the checker can read.
enum ConfinedPath {
  /// Why a path is refused, lower-case, for the end of `cannot read list 'PATH': …`.
  struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    var description: String
  }

  /// `path` joined to `baseDirectory`, or why it leaves that folder.
  static func resolve(_ path: String, in baseDirectory: String) -> Result<String, Refusal> {
    if path.hasPrefix("/") {
      return .failure(Refusal(description: "list paths are relative to the spec's folder, not absolute"))
    }
    var depth = 0
    for component in path.split(separator: "/") where component != "." {
      depth += component == ".." ? -1 : 1
      if depth < 0 { return .failure(Refusal(description: "the path leads out of the spec's folder")) }
    }
    let joined = baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
    let folder = joined.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    guard let base = realPath(baseDirectory), let resolved = realPath(folder.isEmpty ? "/" : folder)
    else {
      return .success(joined)  // a missing folder: opening the file reports it
    }
    guard resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/") else {
      return .failure(
        Refusal(description: "its folder is a symbolic link that leads out of the spec's folder"))
    }
    return .success(joined)
  }

  /// `path` with every symbolic link resolved, or nil when it cannot be resolved.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
