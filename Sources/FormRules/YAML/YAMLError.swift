/// A fatal problem that stops a YAML file from loading: a syntax error, invalid UTF-8, an
/// exceeded ``YAMLLimits`` bound, an anchor or alias, or more than one document.
package struct YAMLError: Error, Sendable, CustomStringConvertible {
  /// What went wrong and where (an `FR0xx` code, a 1-based location, a lower-case message).
  var diagnostic: Diagnostic

  /// Creates an error-severity diagnostic wrapped as an error.
  init(
    _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
    notes: [Diagnostic.Note] = []
  ) {
    diagnostic = Diagnostic(code, .error, at: location, message, notes: notes)
  }

  /// `file:line:column: error: [CODE] message`.
  package var description: String {
    "\(diagnostic.location): error: [\(diagnostic.code)] \(diagnostic.message)"
  }
}
