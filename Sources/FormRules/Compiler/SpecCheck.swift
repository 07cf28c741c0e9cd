/// What `formcheck check` reports for one spec: every diagnostic of compiling it, then —
/// for every part of the form its errors leave intact (see ``AnalysableForm``) — whether
/// each input and button can be enabled, and the failures of its examples. One error
/// does not hide the next.
package enum SpecCheck {
  /// The diagnostics of the spec file at `path`; `witnesses` asks for a witness note
  /// (FR503) per input and button that can be enabled.
  package static func diagnostics(ofFile path: String, witnesses: Bool) -> [Diagnostic] {
    analysed(SpecPipeline.analysableFile(path), witnesses: witnesses)
  }

  /// The diagnostics of spec `bytes` read from `file`, list files relative to
  /// `baseDirectory` (for tests and fuzzing, which have no file).
  package static func diagnostics(
    of bytes: [UInt8], file: String, baseDirectory: String, witnesses: Bool
  ) -> [Diagnostic] {
    analysed(SpecPipeline.analysable(bytes, file: file, baseDirectory: baseDirectory), witnesses: witnesses)
  }

  /// The diagnostics of the loaded `document` of `file` (`formcheck check` has loaded it
  /// to tell whether the file is a spec).
  static func diagnostics(
    of document: YAMLDocument, file: String, baseDirectory: String, witnesses: Bool
  ) -> [Diagnostic] {
    analysed(
      SpecPipeline.analysable(document, file: file, baseDirectory: baseDirectory), witnesses: witnesses)
  }

  private static func analysed(
    _ outcome: (AnalysableForm?, [Diagnostic]), witnesses: Bool
  ) -> [Diagnostic] {
    let (analysable, diagnostics) = outcome
    guard let analysable else { return diagnostics }
    return diagnostics + ReachabilityAnalysis.diagnostics(for: analysable, witnesses: witnesses)
      + ExampleRunner.run(analysable)
  }
}
