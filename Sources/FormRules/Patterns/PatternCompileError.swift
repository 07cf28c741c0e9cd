/// Why PCRE2 rejected a pattern: its message and where in the pattern it stopped.
package struct PatternCompileError: Error, Hashable, Sendable {
  /// The pattern as written.
  var pattern: String
  /// PCRE2's error code.
  var code: Int32
  /// PCRE2's message, e.g. `missing terminating ] for character class`.
  var message: String
  /// Where in the pattern PCRE2 stopped, in Unicode scalars from its start (may equal the
  /// pattern's length when the problem is at its end).
  var scalarOffset: Int

  /// The spec-file location of the problem, given where the pattern's first scalar is.
  func location(in source: SourceLocation) -> SourceLocation {
    SourceCursor.location(ofScalarAt: scalarOffset, in: pattern, from: source)
  }

  /// The error as an `FR401` diagnostic, for a pattern whose first scalar is at `source`.
  func diagnostic(at source: SourceLocation) -> Diagnostic {
    Diagnostic(
      .invalidPattern, at: location(in: source), "invalid pattern '\(pattern)': \(message)")
  }
}
