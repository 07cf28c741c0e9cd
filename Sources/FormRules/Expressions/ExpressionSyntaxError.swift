/// A syntax error in an expression: where and what. Becomes an `FR301` diagnostic.
struct ExpressionSyntaxError: Error, Sendable, Equatable {
  /// Where the problem is.
  var location: SourceLocation
  /// What it is, in the diagnostics' style.
  var message: String
  /// Extra context, e.g. where an unclosed `(` is.
  var notes: [Diagnostic.Note] = []

  /// The error as an `FR301` diagnostic.
  var diagnostic: Diagnostic {
    Diagnostic(.expressionSyntax, at: location, message, notes: notes)
  }
}
