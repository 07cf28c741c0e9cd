import FormRules
import Foundation
import Testing

/// One broken spec under `Fixtures/Check/`, with the diagnostics its header promises:
/// lines `# expect: CODE SEVERITY LINE:COLUMN` at the top of the file.
struct CheckFixture: Sendable, CustomStringConvertible {
  /// One promised diagnostic.
  struct Expected: Sendable, Equatable {
    var code: String
    var severity: String
    var line: Int
    var column: Int
  }

  /// The fixture's path relative to the repository root (how `check` is given it).
  var path: String
  /// What `check` must report, in order.
  var expected: [Expected]

  var description: String { (path as NSString).lastPathComponent }

  /// The fixtures folder, relative to the repository root.
  static let folder = "Tests/formcheckTests/Fixtures/Check"

  /// Every fixture, sorted by name.
  static let all: [CheckFixture] = {
    let directory = Formcheck.repositoryRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
      let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
      return CheckFixture(path: "\(folder)/\(name)", expected: expectations(in: text))
    }
  }()

  /// The `# expect:` header lines of `text`.
  static func expectations(in text: String) -> [Expected] {
    text.split(separator: "\n").prefix { $0.hasPrefix("#") }.compactMap { line in
      let words = line.split(separator: " ")
      guard words.count == 5, words[1] == "expect:" else { return nil }
      let position = words[4].split(separator: ":").compactMap { Int($0) }
      guard position.count == 2 else { return nil }
      return Expected(
        code: String(words[2]), severity: String(words[3]), line: position[0], column: position[1])
    }
  }
}

/// `formcheck check` end to end: every fixture's mistake at its exact place, exit
/// statuses, usage errors.
@Suite("formcheck check")
struct CheckCommandTests {
  /// The diagnostics of a `--format json` run, as dictionaries.
  static func diagnostics(_ outcome: Formcheck.Outcome) throws -> [[String: Any]] {
    let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    return try #require(parsed as? [[String: Any]])
  }

  @Test func thereAreFixtures() {
    #expect(CheckFixture.all.count >= 20)
    for fixture in CheckFixture.all {
      #expect(!fixture.expected.isEmpty, "\(fixture) has no '# expect:' line")
    }
  }

  @Test(arguments: CheckFixture.all)
  func fixtureReportsItsMistakeAtItsPlace(_ fixture: CheckFixture) throws {
    let outcome = try Formcheck.run(["check", fixture.path, "--format", "json"])
    let found = try Self.diagnostics(outcome).map { entry in
      CheckFixture.Expected(
        code: entry["code"] as? String ?? "", severity: entry["severity"] as? String ?? "",
        line: entry["line"] as? Int ?? 0, column: entry["column"] as? Int ?? 0)
    }
    #expect(found == fixture.expected)
    for entry in try Self.diagnostics(outcome) {
      #expect(entry["file"] as? String == fixture.path)
      #expect((entry["message"] as? String)?.isEmpty == false)
    }
    let hasErrors = fixture.expected.contains { $0.severity == "error" }
    #expect(outcome.status == (hasErrors ? 1 : 0))
  }

  @Test func theExampleSpecsAreClean() throws {
    let outcome = try Formcheck.run(["check", "forms/", "--format", "json", "--strict"])
    #expect(outcome.stdout == "[]\n")
    #expect(outcome.status == 0)
  }

  @Test func textOutputEndsWithASummary() throws {
    let forms = Formcheck.repositoryRoot.appendingPathComponent("forms")
    let specs = try FileManager.default.contentsOfDirectory(atPath: forms.path).filter {
      $0.hasSuffix(".yaml")
    }
    let outcome = try Formcheck.run(["check", "forms"], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 0)
    #expect(outcome.lines.last == "checked \(specs.count) specs: 0 errors, 0 warnings")
    #expect(!outcome.stdout.contains("\u{1B}["))
  }

  @Test func aFolderIsSearchedRecursively() throws {
    let outcome = try Formcheck.run(["check", CheckFixture.folder, "--format", "json"])
    #expect(outcome.status == 1)
    let files = Set(try Self.diagnostics(outcome).compactMap { $0["file"] as? String })
    #expect(files.count == CheckFixture.all.count)
  }

  /// Mistakes in groups are named where they are written: a mistyped path with the path
  /// it resembles, a `unique` rule on a field the items lack, bounds no count fits.
  @Test(arguments: [
    (
      "group-unknown-path.yaml",
      "14:19: error: [FR201] unknown field 'address.citty' — did you mean 'address.city'?"
    ),
    (
      "unique-unknown-field.yaml",
      "12:17: error: [FR201] 'unique' names 'numbre', which is not a field of the items of 'phones'"
        + " — did you mean 'number'?"
    ),
    (
      "repeat-min-above-max.yaml",
      "8:20: error: [FR106] 'repeat: min' (3) is above 'max' (1): no number of items fits"
    ),
  ])
  func groupMistakesAreNamedWhereTheyAre(file: String, line: String) throws {
    let path = "\(CheckFixture.folder)/\(file)"
    let outcome = try Formcheck.run(["check", path], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 1)
    #expect(outcome.lines.contains("\(path):\(line)"), "\(outcome.stdout)")
  }

  /// A computed value reading a secret's value, directly or through another computed
  /// value, is refused at its expression; the secret's length stays readable.
  @Test func aComputedValueCannotReadASecret() throws {
    let path = "\(CheckFixture.folder)/secret-computed.yaml"
    let outcome = try Formcheck.run(["check", path], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 1)
    #expect(
      outcome.lines.contains(
        "\(path):13:9: error: [FR215] computed value 'echo' reads the value of secret field 'password';"
          + " only its length and status may be read"), "\(outcome.stdout)")
    #expect(outcome.lines.contains("note: it reads it through computed value 'echo'"))
    #expect(!outcome.stdout.contains("long_enough' reads"))
  }

  @Test func strictTurnsWarningsIntoFailure() throws {
    let path = "\(CheckFixture.folder)/constant-condition.yaml"
    #expect(try Formcheck.run(["check", path]).status == 0)
    #expect(try Formcheck.run(["check", path, "--strict"]).status == 1)
  }

  @Test(arguments: [
    ["check"],
    ["check", "forms", "--format", "xml"],
    ["check", "no/such/folder"],
    ["check", "forms", "--stirct"],
    ["check", "forms", "--format"],
  ])
  func usageErrorsExitTwo(_ arguments: [String]) throws {
    let outcome = try Formcheck.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("formcheck check:"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test func theDocumentedCodeTableListsEveryCode() throws {
    let docs = Formcheck.repositoryRoot.appendingPathComponent("docs/checking.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for (code, summary) in DiagnosticCode.summaries {
      #expect(text.contains("| \(code) | "), "docs/checking.md lacks \(code)")
      #expect(text.contains(" | \(summary) |"), "docs/checking.md lacks the summary of \(code)")
    }
  }

  @Test func aSpecLargerThanTheLimitIsOneDiagnostic() throws {
    let directory = try Formcheck.temporaryDirectory()
    let file = directory.appendingPathComponent("huge.yaml")
    let filler = String(repeating: "# padding padding padding padding padding padding\n", count: 22_000)
    try ("form: huge\nfields:\n  a: {}\n" + filler).write(to: file, atomically: false, encoding: .utf8)
    let outcome = try Formcheck.run(["check", file.path, "--format", "json"])
    #expect(outcome.status == 1)
    let entries = try Self.diagnostics(outcome)
    #expect(entries.count == 1)
    #expect(entries.first?["code"] as? String == "FR004")
    #expect(entries.first?["line"] as? Int == 1)
    #expect(entries.first?["column"] as? Int == 1)
  }
}

/// `--explain`, `--format github` and `--format sarif` beyond the snapshots.
@Suite("formcheck check formats")
struct CheckFormatTests {
  @Test func explainAddsAWitnessPerTargetToJSON() throws {
    let outcome = try Formcheck.run(
      ["check", "forms/register.yaml", "forms/login.yaml", "--explain", "--format", "json"])
    #expect(outcome.status == 0)
    let entries = try CheckCommandTests.diagnostics(outcome)
    #expect(entries.count == 4)  // login: the button; register: two inputs and the button
    for entry in entries {
      #expect(entry["code"] as? String == "FR503")
      #expect(entry["severity"] as? String == "note")
      let witness = try #require(entry["witness"] as? [String: String])
      let file = try #require(entry["file"] as? String)
      #expect(witness.count == (file.hasSuffix("login.yaml") ? 2 : 3))
    }
  }

  @Test func githubAnnotationsEscapeTheirProperties() throws {
    let directory = try Formcheck.temporaryDirectory()
    let file = directory.appendingPathComponent("a,b:c.yaml")
    try "form: x\nfields:\n  a:\n    lable: A\n".write(to: file, atomically: false, encoding: .utf8)
    let outcome = try Formcheck.run(["check", file.path, "--format", "github"])
    #expect(outcome.status == 1)
    let line = try #require(outcome.lines.first)
    #expect(
      line.hasPrefix(
        "::error file=\(directory.path)/a%2Cb%3Ac.yaml,line=4,col=5,title=FR101::unknown key 'lable'"))
    #expect(outcome.lines.count == 1)
  }

  @Test func sarifIsOneRunWithARulePerCodeAndALevelPerResult() throws {
    let outcome = try Formcheck.run(
      ["check", CheckFixture.folder, "forms", "--explain", "--format", "sarif"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "formcheck")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs == ruleIDs.sorted() && Set(ruleIDs).count == ruleIDs.count)
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count >= CheckFixture.all.count + 4)
    for result in results {
      let id = try #require(result["ruleId"] as? String)
      #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: id))
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      let location = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
    #expect(results.contains { $0["level"] as? String == "note" && $0["ruleId"] as? String == "FR503" })
  }
}
