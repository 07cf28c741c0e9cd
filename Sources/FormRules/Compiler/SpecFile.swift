import Glibc

/// Reads a spec file's bytes, refusing files larger than the YAML input limit before
/// reading them whole.
enum SpecFile {
  /// The file's bytes, or an error at `path:1:1` saying why they cannot be had.
  static func contents(of path: String, limit: Int = YAMLLimits.default.maxInputBytes) -> Result<
    [UInt8], YAMLError
  > {
    let location = SourceLocation(file: path, line: 1, column: 1)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(
        YAMLError(.unreadableFile, at: location, "cannot read '\(path)': \(Self.reason(errno))"))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(
          YAMLError(.unreadableFile, at: location, "cannot read '\(path)': \(Self.reason(errno))"))
      }
      if count == 0 { return .success(bytes) }
      bytes += chunk[..<count]
      if bytes.count > limit {
        return .failure(
          YAMLError(.yamlLimit, at: location, "spec is larger than the limit of \(limit) bytes"))
      }
    }
  }

  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
  }
}
