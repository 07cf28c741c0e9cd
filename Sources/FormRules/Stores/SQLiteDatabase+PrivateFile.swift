import Glibc

extension SQLiteDatabase {
  /// The files SQLite keeps beside a database in WAL mode.
  static let companionSuffixes = ["-wal", "-shm"]

  /// Makes sure the database file at `path` is a private regular file before SQLite
  /// opens it: creates it with mode 0600 when missing, takes group and other permissions
  /// away from an existing one (and from its `-wal` and `-shm` files, when present), and
  /// refuses a symbolic link or anything that is not a regular file. SQLite creates the
  /// `-wal` and `-shm` files with the database file's mode, so they are private too.
  static func makePrivate(_ path: String) throws(StoreError) {
    try tighten(path, create: true)
    for suffix in companionSuffixes { try tighten(path + suffix, create: false) }
  }

  /// Opens `path` without following a symbolic link (creating it 0600 if `create`),
  /// checks that it is a regular file and clears its group and other permission bits.
  /// A missing file that is not to be created is left alone.
  private static func tighten(_ path: String, create: Bool) throws(StoreError) {
    let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (create ? O_CREAT : 0)
    let descriptor = open(path, flags, mode_t(0o600))
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT && !create { return }
      if code == ELOOP {
        throw refusal(.openFailed, "it is a symbolic link, which is not followed; use the file itself", path)
      }
      throw refusal(
        code == EACCES || code == EROFS ? .readOnly : .openFailed, String(cString: strerror(code)), path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw refusal(.io, String(cString: strerror(errno)), path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw refusal(.openFailed, "it is not a regular file", path)
    }
    if status.st_mode & 0o077 != 0, fchmod(descriptor, status.st_mode & 0o700) != 0 {
      throw StoreError(
        .openFailed, "cannot make the database private (chmod 600): \(String(cString: strerror(errno)))",
        detail: "file '\(path)'")
    }
  }

  /// The error of a database file at `path` that cannot be opened for `reason`: the file
  /// is named in the detail only, for the operator's log (as in ``check(_:handle:path:_:)``).
  private static func refusal(_ kind: StoreFailure, _ reason: String, _ path: String) -> StoreError {
    StoreError(kind, "cannot open the database: \(reason)", detail: "file '\(path)'")
  }
}
