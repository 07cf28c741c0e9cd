import Foundation

/// Paths the tests read from: the repository, its example specs and the test fixtures.
enum TestPaths {
  /// The repository root (found from this file's path).
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // FormRulesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/FormRulesTests/Fixtures`: test data kept in the repository.
  static let fixtures: URL = repositoryRoot.appendingPathComponent("Tests/FormRulesTests/Fixtures")

  /// `forms/` with the example specs.
  static let forms: URL = repositoryRoot.appendingPathComponent("forms")
}
