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
