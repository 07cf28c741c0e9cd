import Glibc

/// Where table stores live: one directory holding one SQLite database, so that every
/// spec run with the same data directory shares its tables.
///
/// The library takes the path as given (``FormEnvironment/Storage/dataDirectory(_:)``);
/// choosing a default from the environment is the CLI's business.
package struct DataDirectory: Sendable, Equatable {
  /// The directory's path.
  package let path: String

  /// The database file's name inside the directory.
  package static let databaseFileName = "formcheck.sqlite3"

  /// A data directory at `path`, as given.
  package init(path: String) {
    self.path = path
  }

  /// `<directory>/formcheck.sqlite3`.
  package func databasePath() -> String {
    Self.join(path, Self.databaseFileName)
  }

  /// Creates the directory (and missing parents) with mode 0700 if it does not exist,
  /// and checks that it is a writable directory of this user that neither its group nor
  /// others can write.
  package func prepare() throws(StoreError) {
    if let (failed, code) = Self.makeDirectory(path) {
      let kind: StoreError.Kind =
        switch code {
        case EACCES, EPERM, EROFS: .readOnly
        case ENOSPC, EDQUOT: .full
        default: .openFailed
        }
      let reason =
        if code == ENOTDIR, let file = Self.firstFileAmongAncestors(of: path) {
          "'\(file)' is not a directory"
        } else if failed != path {
          "'\(failed)': \(Self.reason(code))"
        } else {
          Self.reason(code)
        }
      throw StoreError(kind, "cannot create data directory '\(path)': \(reason)")
    }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw StoreError(.openFailed, "data directory '\(path)' exists but is not a directory")
    }
    try Self.checkOwnership(path, status)
    guard access(path, W_OK | X_OK) == 0 else {
      throw StoreError(.readOnly, "data directory '\(path)' is not writable: \(Self.reason(errno))")
    }
  }

  /// Refuses a data directory that another user owns or that its group or others can
  /// write: they could swap the database for a link or a file of their own.
  private static func checkOwnership(_ path: String, _ status: stat) throws(StoreError) {
    if status.st_uid != geteuid() {
      throw StoreError(
        .openFailed,
        "data directory '\(path)' is owned by another user (uid \(status.st_uid)): use a directory of your own with --data-dir"
      )
    }
    let mode = status.st_mode & 0o777
    if mode & 0o022 != 0 {
      throw StoreError(
        .openFailed,
        "data directory '\(path)' can be written by its group or others (mode 0\(String(mode, radix: 8))): run 'chmod 700 \(path)'"
      )
    }
  }

  /// `mkdir -p` with mode 0700: nil on success (or when `directory` exists already, as
  /// anything), else the path that could not be made and the `errno`.
  private static func makeDirectory(_ directory: String) -> (path: String, code: Int32)? {
    if mkdir(directory, 0o700) == 0 { return nil }
    let code = errno
    if code == EEXIST { return nil }
    let parent = parentPath(of: directory)
    guard code == ENOENT, !parent.isEmpty, parent != directory else { return (directory, code) }
    if let failure = makeDirectory(parent) { return failure }
    if mkdir(directory, 0o700) == 0 || errno == EEXIST { return nil }
    return (directory, errno)
  }

  /// The outermost ancestor of `path` that exists but is not a directory, if any.
  private static func firstFileAmongAncestors(of path: String) -> String? {
    var ancestors: [String] = []
    var current = parentPath(of: path)
    while !current.isEmpty, ancestors.last != current {
      ancestors.append(current)
      current = parentPath(of: current)
    }
    return ancestors.reversed().first { ancestor in
      var status = stat()
      return stat(ancestor, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }
  }

  /// `path` without its last component and the slashes before it: `/a/b/` → `/a`,
  /// `/a` → `/`, `a` → `` (and `/` → `/`).
  static func parentPath(of path: String) -> String {
    // By bytes: a path is a C string, and a hostile one may end in a million slashes.
    let slash = UInt8(ascii: "/")
    var bytes = Substring(path).utf8
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    guard let last = bytes.lastIndex(of: slash) else { return "" }
    var parent = bytes[..<last]
    while parent.last == slash { parent.removeLast() }
    return parent.isEmpty ? "/" : String(Substring(parent))
  }

  /// `directory/name`, without doubling a trailing slash.
  package static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The operating system's text for `code`.
  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
