import Foundation
import Testing

@testable import FormRules

/// Disabled fields are barred from validation, end to end on a profile whose newsletter
/// e-mail is enabled only when the person wants the newsletter: `batch` calls the record
/// valid and stores no disabled value, and the prompt offers the save button.
@Suite("conditional fields end to end", .serialized)
struct ConditionalFieldsCommandTests {
  static let profile = "Tests/formcheckTests/Fixtures/Run/profile.yaml"
  /// A company field shown only for a business account.
  static let account = "Tests/formcheckTests/Fixtures/Run/account.yaml"
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func batch(_ input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch", Self.profile, "--tap", "save"], input: input,
      environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  /// Each row of `sql` on the data directory's database, its columns joined with `|`.
  private func rows(_ sql: String) throws -> [String] {
    let database = try SQLiteDatabase(path: dataDirectory.appendingPathComponent("formcheck.sqlite3").path)
    let statement = try database.prepare(sql, "test query")
    var rows: [String] = []
    while try statement.step() {
      rows.append((0..<2).map { statement.text(at: $0) ?? "NULL" }.joined(separator: "|"))
    }
    return rows
  }

  /// `formcheck run SPEC` at a new terminal, colors off.
  private func prompt(_ spec: String) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["run", Formcheck.repositoryRoot.appendingPathComponent(spec).path, "--data-dir", dataDirectory.path],
      environment: ["NO_COLOR": "1"])
  }

  @Test func aDisabledFieldDoesNotCountAgainstTheRecord() throws {
    let outcome = try batch(
      """
      {"nickname":"alice","newsletter":"no"}
      {"nickname":"bob","newsletter":"yes"}
      {"nickname":"carol","newsletter":"yes","newsletter_email":"carol@example.org"}
      {"nickname":"dave","newsletter":"no","newsletter_email":"dave@example.org"}

      """)
    #expect(outcome.lines.count == 4)
    #expect(outcome.lines[0].hasPrefix(#"{"record":1,"valid":true,"#))
    #expect(outcome.lines[0].contains(#""newsletter_email":{"status":"empty","enabled":false}"#))
    #expect(outcome.lines[0].contains(#""save":{"enabled":true,"result":{"status":"ok","message":"Saved"}}"#))
    #expect(outcome.lines[1].hasPrefix(#"{"record":2,"valid":false,"#))
    #expect(outcome.lines[1].contains(#""save":{"enabled":false}"#))
    #expect(outcome.lines[2].hasPrefix(#"{"record":3,"valid":true,"#))
    // Dave's address is checked and shown, but not stored: his input was disabled.
    #expect(outcome.lines[3].hasPrefix(#"{"record":4,"valid":true,"#))
    #expect(outcome.lines[3].contains(#""newsletter_email":{"status":"ok","enabled":false}"#))
    #expect(
      try rows("SELECT nickname, newsletter_email FROM profiles ORDER BY nickname")
        == ["alice|NULL", "carol|carol@example.org", "dave|NULL"])
  }

  @Test func thePromptOffersTheButtonWhenTheRestIsDisabled() throws {
    let terminal = try prompt(Self.profile)
    try terminal.expect("Nickname: ")
    try terminal.send("alice\r")
    try terminal.expect("Newsletter (yes or no): ")
    try terminal.send("no\r")
    try terminal.expect("Press Enter to tap 'save', or type a command.")
    try terminal.send("\r")
    try terminal.expect("save: ✓ Saved")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains("Newsletter e-mail: "))
  }

  @Test func aHiddenFieldIsValidShownHiddenAndNotStored() throws {
    let outcome = try Formcheck.run(
      ["batch", Self.account, "--tap", "save"],
      input: """
        {"nickname":"alice","account":"personal","company":"X"}
        {"nickname":"bob","account":"business","company":"X"}
        {"nickname":"carol","account":"business","company":"ACME"}

        """, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
    #expect(outcome.lines.count == 3)
    #expect(outcome.lines[0].hasPrefix(#"{"record":1,"valid":true,"#))
    #expect(outcome.lines[0].contains(#""company":{"status":"empty","enabled":true,"visible":false}"#))
    #expect(outcome.lines[0].contains(#""vat":{"status":"empty","enabled":true}"#))
    #expect(outcome.lines[1].hasPrefix(#"{"record":2,"valid":false,"#))
    #expect(outcome.lines[1].contains(#""company":{"status":"failed","message":"#))
    #expect(outcome.lines[2].contains(#""company":{"status":"ok","enabled":true}"#))
    #expect(
      try rows("SELECT nickname, company FROM accounts ORDER BY nickname") == ["alice|NULL", "carol|ACME"])
  }

  @Test func thePromptSkipsAHiddenField() throws {
    let terminal = try prompt(Self.account)
    try terminal.expect("Nickname: ")
    try terminal.send("alice\r")
    try terminal.expect("Account: ")
    try terminal.send("personal\r")
    try terminal.expect("Vat: ")
    try terminal.send("\r")
    try terminal.expect("Press Enter to tap 'save', or type a command.")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains("Company: "))
  }

  @Test func registerAndLoginExamplesStillPass() throws {
    let outcome = try Formcheck.run(
      ["check", "forms/register.yaml", "forms/login.yaml", Self.profile, Self.account], input: "")
    #expect(outcome.status == 0)
  }
}
