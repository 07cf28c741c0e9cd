import Foundation

/// Paths the tests read from: the repository and its example specs.
enum TestPaths {
  /// The repository root (found from this file's path).
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // FormRulesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `forms/` with the example specs.
  static let forms: URL = repositoryRoot.appendingPathComponent("forms")
}
