import Foundation

/// Paths the tests read from: the repository, its fixtures and the shared test data.
enum TestPaths {
  /// The repository root (found from this file's path).
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // FormRulesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/FormRulesTests/Fixtures`.
  static let fixtures: URL = repositoryRoot.appendingPathComponent("Tests/FormRulesTests/Fixtures")

  /// `../shared/testdata` next to the repository.
  static let sharedTestdata: URL = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/testdata")

  /// `forms/` with the example specs.
  static let forms: URL = repositoryRoot.appendingPathComponent("forms")
}
