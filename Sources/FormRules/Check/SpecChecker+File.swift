/// How ``SpecChecker`` treats one file of a `formcheck check` run: read it once
/// (``SpecFile``), decide whether it is a spec, check it, and keep the bytes read for the
/// excerpts under its diagnostics.
extension SpecChecker {
  /// What checking one file found.
  package struct FileOutcome: Sendable {
    /// The file's path.
    package var file: String
    /// Every diagnostic, warnings included, in source order.
    package var diagnostics: [Diagnostic]
    /// The bytes read, for source excerpts (nil when the file could not be read): only
    /// ever a regular file's, never what a symbolic link points at.
    package var source: [UInt8]?
    /// Whether the file was skipped, not checked (a symbolic link found in a folder).
    package var isSkipped = false
  }

  /// Checks the file at `path`. A file the user `named` is always checked, and a YAML
  /// file in it that is not a spec is one error saying so. A file found in a folder is
  /// checked only when it is a spec (nil otherwise); a symbolic link found in a folder is
  /// skipped with an `FR007` warning.
  package func outcome(ofFile path: String, named: Bool) -> FileOutcome? {
    let bytes: [UInt8]
    switch SpecFile.contents(of: path) {
    case .success(let contents):
      bytes = contents
    case .failure(let error) where named || error.diagnostic.code != .yamlLimit:
      guard !named, RegularFile.isSymbolicLink(path) else {
        return FileOutcome(file: path, diagnostics: [error.diagnostic])
      }
      let location = SourceLocation(file: path, line: 1, column: 1)
      let warning = Diagnostic(
        .symbolicLinkSkipped, .warning, at: location,
        "skipped '\(path)': it is a symbolic link, and symbolic links are not followed")
      return FileOutcome(file: path, diagnostics: [warning], isSkipped: true)
    case .failure(let error):
      // Too large to load (a lock file?): a spec only if its start looks like one.
      let start = (try? RegularFile.read(path, limit: Self.classifyingPrefix, truncating: true).get()) ?? []
      return Self.hasFormLine(start) ? FileOutcome(file: path, diagnostics: [error.diagnostic]) : nil
    }
    let document: YAMLDocument
    do {
      document = try YAMLLoader.load(bytes, file: path)
    } catch {
      guard named || Self.hasFormLine(bytes) else { return nil }
      return FileOutcome(file: path, diagnostics: [error.diagnostic], source: bytes)
    }
    let keys = document.root?.mappingEntries?.compactMap(\.key.scalarText) ?? []
    if !keys.contains("form") {
      guard named else { return nil }
      if let root = document.root, root.mappingEntries != nil, !keys.contains("fields") {
        let message = "'\(path)' is not a form spec: its top level has no 'form' key"
        return FileOutcome(
          file: path,
          diagnostics: [Diagnostic(.missingKey, .error, at: root.mark.location(in: path), message)],
          source: bytes)
      }
    }
    let diagnostics = check(document, file: path, baseDirectory: SpecPipeline.directory(of: path))
    return FileOutcome(file: path, diagnostics: diagnostics, source: bytes)
  }

  /// How many bytes of a file too large to load are searched for a `form:` line.
  private static let classifyingPrefix = 64 * 1024

  /// Whether a file that is not valid YAML still looks like a spec: a line starts with
  /// `form:`, after the byte order mark if any (so a broken spec in a folder is reported,
  /// not skipped).
  private static func hasFormLine(_ bytes: [UInt8]) -> Bool {
    let key = Array("form:".utf8)
    var lineStart = bytes.starts(with: YAMLLoader.byteOrderMark) ? YAMLLoader.byteOrderMark.count : 0
    while lineStart < bytes.endIndex {
      if bytes[lineStart...].starts(with: key) { return true }
      guard let end = bytes[lineStart...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
        return false
      }
      lineStart = end + 1
    }
    return false
  }
}
