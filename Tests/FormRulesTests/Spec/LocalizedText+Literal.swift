@testable import FormRules

/// A plain text written as a literal in tests: `label: "Username"`.
extension LocalizedText: ExpressibleByStringLiteral {
  /// The plain text `value`, located nowhere.
  public init(stringLiteral value: String) {
    self.init(Located(value: value, location: SourceLocation(file: "", line: 0, column: 0)))
  }
}
