import Foundation
import Testing

/// `formcheck run` on typed fields: booleans answered yes/no, y/n or on/off, and the
/// prompt's input hints.
@Suite("formcheck run on typed fields")
struct RunTypedInputTests {
  static let spec = RunTerminalTests.path("Tests/formcheckTests/Fixtures/Run/typed.yaml")

  @Test func aScriptAnswersBooleansWithYesNoYNOnOff() throws {
    let outcome = try Formcheck.run(
      ["run", Self.spec],
      input:
        "set newsletter yes\nset newsletter N\nset newsletter On\nset newsletter maybe\nset start 2019-02-29\n"
    )
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout == """
        newsletter: ok
        newsletter: ok
        newsletter: ok
        newsletter: failed(Newsletter must be true or false)
        start: failed(Start must be a date (YYYY-MM-DD))

        """)
  }

  @Test func thePromptHintsAtWhatToType() throws {
    let terminal = try RunTerminalTests.start(Self.spec)
    try terminal.expect("Newsletter (yes/no): ")
    try terminal.send("y\r")
    try terminal.expect("✓")
    try terminal.expect("Start (YYYY-MM-DD): ")
    try terminal.send("2021-03-04\r")
    try terminal.expect("Press Enter to tap 'save'")
  }
}

/// `--today` on `run`, `batch` and `check`.
@Suite("formcheck --today")
struct TodayOptionTests {
  static let spec = RunTerminalTests.path("Tests/formcheckTests/Fixtures/Run/adult.yaml")

  @Test func runReadsTheDateGiven() throws {
    let script = "set birth_date 2008-03-02\n"
    let early = try Formcheck.run(["run", Self.spec, "--today", "2026-03-01"], input: script)
    #expect(early.stdout == "birth_date: failed(You must be 18 or older)\n")
    let late = try Formcheck.run(["run", Self.spec, "--today", "2026-03-02"], input: script)
    #expect(late.stdout == "birth_date: ok\n")
  }

  @Test func batchReadsTheDateGiven() throws {
    let outcome = try Formcheck.run(
      ["batch", Self.spec, "--today", "2026-03-01", "--quiet"], input: #"{"birth_date":"2008-03-02"}"# + "\n")
    #expect(outcome.stdout.contains(#""message":"You must be 18 or older""#))
  }

  @Test func checkRunsExamplesOnTheDateGiven() throws {
    #expect(try Formcheck.run(["check", Self.spec, "--today", "2026-03-02"]).status == 0)
    let early = try Formcheck.run(["check", Self.spec, "--today", "2026-03-01"])
    #expect(early.status == 1)
    #expect(early.stdout.contains("[FR601]"))
  }

  @Test func aDateThatDoesNotExistIsAUsageError() throws {
    let outcome = try Formcheck.run(["run", Self.spec, "--today", "2026-02-30"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--today needs a date YYYY-MM-DD that exists, not '2026-02-30'"))
  }
}
