/// The whole way from spec bytes to a compiled form: YAML → decoded spec → compiled form,
/// collecting every diagnostic on the way, sorted by position.
enum SpecPipeline {
  /// Compiles `bytes` read from `file`; list files are read relative to `baseDirectory`.
  /// The form is nil when any diagnostic is an error.
  static func compile(
    _ bytes: [UInt8], file: String, baseDirectory: String
  ) -> (CompiledForm?, [Diagnostic]) {
    loadable(analysable(bytes, file: file, baseDirectory: baseDirectory))
  }

  /// Reads and compiles the spec file at `path`.
  static func compileFile(_ path: String) -> (CompiledForm?, [Diagnostic]) {
    loadable(analysableFile(path))
  }

  /// Reads and compiles the spec file at `path` for `check` (see ``analysable(_:file:baseDirectory:variables:)``).
  static func analysableFile(_ path: String) -> (AnalysableForm?, [Diagnostic]) {
    switch SpecFile.contents(of: path) {
    case .failure(let error): return (nil, [error.diagnostic])
    case .success(let bytes): return analysable(bytes, file: path, baseDirectory: directory(of: path))
    }
  }

  /// Compiles `bytes` for `check`: the part of the form its errors leave to analyse (nil
  /// when the YAML or the spec's structure has an error, for then the decoded spec is a
  /// best-effort guess) and every diagnostic, sorted by position; with `variables`, also
  /// an FR214 error at each `${NAME}` it does not allow (without, a session checks them,
  /// against its own environment's policy).
  static func analysable(
    _ bytes: [UInt8], file: String, baseDirectory: String, variables: VariablePolicy? = nil
  ) -> (AnalysableForm?, [Diagnostic]) {
    do {
      return analysable(
        try YAMLLoader.load(bytes, file: file), file: file, baseDirectory: baseDirectory, variables: variables
      )
    } catch {
      return (nil, [error.diagnostic])
    }
  }

  /// Compiles the loaded `document` of `file` for `check`, as
  /// ``analysable(_:file:baseDirectory:variables:)`` does with its bytes.
  static func analysable(
    _ document: YAMLDocument, file: String, baseDirectory: String, variables: VariablePolicy? = nil
  ) -> (AnalysableForm?, [Diagnostic]) {
    let (definition, decodeDiagnostics) = SpecDecoder.decode(document.root, file: file)
    var diagnostics = document.diagnostics + decodeDiagnostics
    guard let definition else { return (nil, sorted(diagnostics)) }
    let (analysable, compileDiagnostics) = FormCompiler().compile(definition, baseDirectory: baseDirectory)
    let decoded = !diagnostics.contains { $0.severity == .error }
    // After `decoded`: a variable not allowed leaves the rest of the form to analyse.
    diagnostics += compileDiagnostics + (variables?.diagnostics(for: definition.services) ?? [])
    return (decoded ? analysable : nil, sorted(diagnostics))
  }

  /// The directory part of `path` (`.` when there is none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The form of `outcome` when no diagnostic is an error: one a session may run.
  static func loadable(
    _ outcome: (AnalysableForm?, [Diagnostic])
  ) -> (CompiledForm?, [Diagnostic]) {
    let hasErrors = outcome.1.contains { $0.severity == .error }
    return (hasErrors ? nil : outcome.0?.form, outcome.1)
  }

  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      (lhs.element.location, lhs.offset) < (rhs.element.location, rhs.offset)
    }.map(\.element)
  }
}
