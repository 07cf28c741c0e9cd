extension FormSpec {
  /// Compiles the spec `bytes` read from `file`, reading list files relative to
  /// `baseDirectory`: ``init(yaml:file:baseDirectory:)`` on bytes, which need not be valid
  /// UTF-8 (the YAML stage reports where they are not). Throws the spec's diagnostics
  /// when it does not compile.
  package init(bytes: [UInt8], file: String, baseDirectory: String) throws(FormSpecError) {
    try self.init(outcome: SpecPipeline.compile(bytes, file: file, baseDirectory: baseDirectory))
  }

  /// The bytes of the spec file at `path` and the directory its list files are read
  /// from, as ``init(contentsOfFile:)`` reads them: compiling them with
  /// ``init(bytes:file:baseDirectory:)`` gives the same spec. Throws what
  /// ``init(contentsOfFile:)`` throws when the file cannot be read.
  package static func contents(
    ofFile path: String
  ) throws(FormSpecError) -> (bytes: [UInt8], baseDirectory: String) {
    switch SpecFile.contents(of: path) {
    case .failure(let error): throw FormSpecError(diagnostics: [error.diagnostic])
    case .success(let bytes): return (bytes, SpecPipeline.directory(of: path))
    }
  }
}
