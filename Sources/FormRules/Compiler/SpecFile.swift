/// Reads a spec file's bytes through ``RegularFile``: no symbolic link followed, regular
/// files only, refused when larger than the YAML input limit.
enum SpecFile {
  /// The file's bytes, or an error at `path:1:1` saying why they cannot be had.
  static func contents(of path: String, limit: Int = YAMLLimits.default.maxInputBytes) -> Result<
    [UInt8], YAMLError
  > {
    let location = SourceLocation(file: path, line: 1, column: 1)
    switch RegularFile.read(path, limit: limit) {
    case .success(let bytes):
      return .success(bytes)
    case .failure(.tooLarge):
      return .failure(
        YAMLError(.yamlLimit, at: location, "spec is larger than the limit of \(limit) bytes"))
    case .failure(let failure):
      return .failure(YAMLError(.unreadableFile, at: location, "cannot read '\(path)': \(failure)"))
    }
  }
}
