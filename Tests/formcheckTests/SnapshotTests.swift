import Foundation
import Testing

/// `formcheck check` output for one broken fixture in every format, compared byte for
/// byte with the files under `Snapshots/`. Run with `FORMCHECK_RECORD_SNAPSHOTS=1` to
/// rewrite them after an intended change, then review the diff.
@Suite("formcheck check snapshots")
struct SnapshotTests {
  /// The fixture every snapshot shows: an error with a located note.
  static let fixture = "\(CheckFixture.folder)/pattern-length.yaml"

  @Test(arguments: [
    ("text", "check-pattern-length.txt"),
    ("json", "check-pattern-length.json"),
    ("github", "check-pattern-length.github"),
    ("sarif", "check-pattern-length.sarif"),
  ])
  func outputMatchesTheSnapshot(format: String, snapshot: String) throws {
    let outcome = try Formcheck.run(
      ["check", Self.fixture, "--format", format], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 1)
    try Snapshot.assertMatches(outcome.stdout, named: snapshot)
  }

  @Test func explainedWitnessesMatchTheSnapshot() throws {
    let outcome = try Formcheck.run(
      ["check", "forms/register.yaml", "--explain"], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 0)
    try Snapshot.assertMatches(outcome.stdout, named: "check-register-explain.txt")
  }
}

/// Snapshot files under `Tests/formcheckTests/Snapshots/`.
enum Snapshot {
  /// The snapshot folder.
  static let folder = Formcheck.repositoryRoot.appendingPathComponent("Tests/formcheckTests/Snapshots")

  /// Expects `text` to equal the snapshot `name` byte for byte (or records it when
  /// `FORMCHECK_RECORD_SNAPSHOTS` is set).
  static func assertMatches(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["FORMCHECK_RECORD_SNAPSHOTS"] != nil {
      try text.write(to: url, atomically: false, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "output differs from \(name)", sourceLocation: sourceLocation)
  }
}
