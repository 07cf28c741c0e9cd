/// The whole way from spec bytes to a compiled form: YAML → decoded spec → compiled form,
/// collecting every diagnostic on the way, sorted by position.
enum SpecPipeline {
  /// Compiles `bytes` read from `file`; list files are read relative to `baseDirectory`.
  static func compile(
    _ bytes: [UInt8], file: String, baseDirectory: String
  ) -> (CompiledForm?, [Diagnostic]) {
    do {
      return compile(try YAMLLoader.load(bytes, file: file), file: file, baseDirectory: baseDirectory)
    } catch {
      return (nil, [error.diagnostic])
    }
  }

  /// Compiles the loaded `document` of `file`; list files are read relative to
  /// `baseDirectory`.
  static func compile(
    _ document: YAMLDocument, file: String, baseDirectory: String
  ) -> (CompiledForm?, [Diagnostic]) {
    let (definition, decodeDiagnostics) = SpecDecoder.decode(document.root, file: file)
    var diagnostics = document.diagnostics + decodeDiagnostics
    guard let definition else { return (nil, sorted(diagnostics)) }
    let (compiled, compileDiagnostics) = FormCompiler().compile(definition, baseDirectory: baseDirectory)
    diagnostics += compileDiagnostics
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return (hasErrors ? nil : compiled, sorted(diagnostics))
  }

  /// Reads and compiles the spec file at `path`.
  static func compileFile(_ path: String) -> (CompiledForm?, [Diagnostic]) {
    switch SpecFile.contents(of: path) {
    case .failure(let error): return (nil, [error.diagnostic])
    case .success(let bytes): return compile(bytes, file: path, baseDirectory: directory(of: path))
    }
  }

  /// The directory part of `path` (`.` when there is none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      (lhs.element.location, lhs.offset) < (rhs.element.location, rhs.offset)
    }.map(\.element)
  }
}
