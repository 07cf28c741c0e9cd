/// A stable diagnostic code such as `FR101`. Codes never change meaning once published.
///
/// Ranges: `FR0xx` files and YAML, `FR1xx` spec structure, `FR2xx` references,
/// `FR3xx` expressions, `FR4xx` rules and patterns, `FR5xx` graph analysis,
/// `FR6xx` examples.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The code's text, e.g. `FR101`.
  public var rawValue: String

  /// Creates a code from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a code from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The code's text.
  public var description: String { rawValue }
}
