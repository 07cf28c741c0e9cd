import Foundation
import Testing

/// Which files `formcheck check FOLDER` checks: specs only (a top-level mapping with a
/// `form` key), not hidden folders or `node_modules`, not what `--exclude` matches; and a
/// folder with no spec is a usage error.
@Suite("formcheck check folders")
struct CheckDiscoveryTests {
  /// A repository with specs among other YAML files.
  static func repository() throws -> URL {
    try CheckUntrustedSpecTests.folder([
      "forms/a.yaml": CheckUntrustedSpecTests.cleanSpec,
      "forms/legacy/b.yml": "form: b\nfields:\n  b:\n    lable: B\n",
      "forms/broken.yaml": "\u{FEFF}form: c\nfields: [\n",
      ".github/workflows/ci.yml": "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n",
      "docker-compose.yml": "services:\n  web:\n    image: nginx\n",
      "list.yaml": "- a\n- b\n",
      "pnpm-lock.yaml": "lockfileVersion: '9.0'\n"
        + String(repeating: "# a lock file larger than a spec may be\n", count: 40_000),
      "forms/huge.yaml": "form: h\n" + String(repeating: "# a spec too large to load\n", count: 60_000),
      "node_modules/pkg/form.yaml": "form: x\nfieldz: 1\n",
      ".hidden/form.yaml": "form: x\nfieldz: 1\n",
    ])
  }

  /// The files `check` reported on, as JSON.
  static func reportedFiles(_ outcome: Formcheck.Outcome) throws -> Set<String> {
    Set(try CheckCommandTests.diagnostics(outcome).compactMap { $0["file"] as? String })
  }

  @Test func onlySpecsAreChecked() throws {
    let directory = try Self.repository()
    let text = try CheckUntrustedSpecTests.check(["."], in: directory)
    #expect(text.lines.last == "checked 4 specs: 3 errors, 0 warnings")
    let json = try CheckUntrustedSpecTests.check([".", "--format", "json"], in: directory)
    #expect(
      try Self.reportedFiles(json) == ["./forms/broken.yaml", "./forms/huge.yaml", "./forms/legacy/b.yml"])
    #expect(json.status == 1)
  }

  @Test(arguments: [
    (["--exclude", "legacy", "--exclude", "huge.yaml"], ["forms/broken.yaml"]),
    (["--exclude", "forms/legacy/*", "--exclude", "h*"], ["forms/broken.yaml"]),
    (["--exclude", "*.yml"], ["forms/broken.yaml", "forms/huge.yaml"]),
    (["--exclude", "b*.y*ml", "--exclude=forms/h*"], []),
    (["--exclude", "nothing*"], ["forms/broken.yaml", "forms/huge.yaml", "forms/legacy/b.yml"]),
  ])
  func excludeSkipsMatchingPathsAndNames(_ options: [String], _ reported: [String]) throws {
    let directory = try Self.repository()
    let outcome = try CheckUntrustedSpecTests.check(["."] + options + ["--format", "json"], in: directory)
    #expect(try Self.reportedFiles(outcome) == Set(reported.map { "./" + $0 }))
  }

  @Test func aFolderWithNoSpecIsAUsageError() throws {
    let directory = try CheckUntrustedSpecTests.folder([
      "ci/workflow.yml": "on: push\n", "node_modules/x/form.yaml": "form: x\n",
    ])
    let outcome = try CheckUntrustedSpecTests.check(["ci"], in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("formcheck check: no spec in folder 'ci'"))
    #expect(try CheckUntrustedSpecTests.check(["."], in: directory).status == 2)
    let excluded = try CheckDiscoveryTests.repository()
    #expect(try CheckUntrustedSpecTests.check(["forms", "--exclude", "*.y*ml"], in: excluded).status == 2)
  }

  @Test func aNonSpecNamedExplicitlyIsOneClearError() throws {
    let directory = try Self.repository()
    let outcome = try CheckUntrustedSpecTests.check(
      ["docker-compose.yml", "--format", "json"], in: directory)
    let entries = try CheckCommandTests.diagnostics(outcome)
    #expect(entries.count == 1)
    #expect(entries.first?["code"] as? String == "FR103")
    #expect(
      entries.first?["message"] as? String
        == "'docker-compose.yml' is not a form spec: its top level has no 'form' key")
    #expect(outcome.status == 1)
  }

  @Test func aFileNamedInsideAnExcludedOrHiddenFolderIsStillChecked() throws {
    let directory = try Self.repository()
    let outcome = try CheckUntrustedSpecTests.check(
      ["node_modules/pkg/form.yaml", "--exclude", "node_modules", "--format", "json"], in: directory)
    #expect(try Self.reportedFiles(outcome) == ["node_modules/pkg/form.yaml"])
  }
}
