/// The outcome of matching a value against a ``CompiledPattern``.
package enum PatternMatch: Equatable, Sendable {
  /// The whole value matches.
  case match
  /// It does not.
  case noMatch
  /// PCRE2 gave up: the pattern backtracks too much on this value (match, depth, heap or
  /// JIT-stack limit). Neither a match nor a non-match.
  case limitExceeded
  /// PCRE2 reported another error, with its message.
  case error(String)
}
