#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads untrusted files (specs and list files) safely: a symbolic link at the last path
/// component is never followed (`O_NOFOLLOW`), only a regular file is read (`fstat`), the
/// file is opened non-blocking so that a FIFO or a device never blocks, and no more than
/// a given number of bytes is read.
///
/// A spec may come from a pull request: a link to `/proc/self/environ` or a FIFO planted
/// under a spec's name must neither leak what it points at nor hang the checker.
enum RegularFile {
  /// Why a file could not be read.
  enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path names a symbolic link.
    case symbolicLink
    /// The path names something other than a regular file (its kind, e.g. "a FIFO").
    case notRegular(String)
    /// The file holds more than the limit given to ``read(_:limit:)``.
    case tooLarge
    /// The system refused, with this `errno`.
    case system(Int32)

    /// Lower-case, for the end of `cannot read 'PATH': …`.
    var description: String {
      switch self {
      case .symbolicLink: "it is a symbolic link, and symbolic links are not followed"
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .tooLarge: "it is too large"
      case .system(let code): Self.reason(code)
      }
    }

    /// `strerror`'s text for `code`, lower-cased.
    private static func reason(_ code: Int32) -> String {
      guard let text = strerror(code) else { return "error \(code)" }
      return String(cString: text).lowercased()
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them: a larger file fails
  /// with ``Failure/tooLarge``, or, when `truncating`, gives its first `limit` bytes.
  static func read(_ path: String, limit: Int, truncating: Bool = false) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      return .failure(code == ELOOP && isSymbolicLink(path) ? .symbolicLink : .system(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
    if let kind = kind(of: status.st_mode) { return .failure(.notRegular(kind)) }
    if status.st_size > limit && !truncating { return .failure(.tooLarge) }
    return readAll(descriptor, limit: limit, truncating: truncating)
  }

  /// Everything `descriptor` yields, failing once more than `limit` bytes came (a file
  /// may grow after `fstat`), or stopping at `limit` when `truncating`.
  private static func readAll(
    _ descriptor: Int32, limit: Int, truncating: Bool
  ) -> Result<[UInt8], Failure> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(errno))
      }
      bytes += chunk[..<count]
      if bytes.count > limit {
        return truncating ? .success(Array(bytes.prefix(limit))) : .failure(.tooLarge)
      }
    }
  }

  /// `read(2)`, named apart from ``read(_:limit:)``.
  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// Whether `path` itself (not what it points at) is a symbolic link.
  static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// What a file of `mode` is, in words; nil for a regular file.
  private static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }
}
