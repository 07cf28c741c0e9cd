import Foundation
import Testing

/// `formcheck run` scripts never print a secret — not in `--json` command echoes, not in
/// JSON error lines, not on standard error — however the words of a `set` are separated
/// and however its name is mistyped.
@Suite("formcheck run: secrets in scripts")
struct RunScriptSecretsTests {
  /// The secret of every script below.
  static let secret = "hunter22"

  /// Runs `script` on the register form, with `--json` or without.
  static func run(_ script: String, json: Bool) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["run", "forms/register.yaml"] + (json ? ["--json"] : []), input: script,
      environment: ["FORMCHECK_DATA_DIR": try Formcheck.temporaryDirectory().path])
  }

  /// Lines that hold the secret after `set`, each a different way of getting it wrong or right.
  static let lines = [
    "set password\thunter22",  // the issue's report: a tab, not a space
    "set password hunter22",
    "set  password  hunter22",
    "set\tpassword\thunter22",
    "set password \thunter22",
    "set password\u{3000}hunter22",
    "set password\u{A0}hunter22",
    "set PASSWORD hunter22",
    "set Password\thunter22",
    "set passwordhunter22",
    "set password\u{200B}hunter22",
    "set pasword hunter22",
    "set hunter22",
    "set repeat_password\thunter22",
    "sett password hunter22",
    "SET password\thunter22",
    "hunter22",
    "set username alice1 x\nset password\thunter22",
  ]

  @Test("the issue's command: 'set password<TAB>hunter22' prints no secret")
  func issueCommand() throws {
    let outcome = try Self.run("set password\thunter22\n", json: true)
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains(Self.secret))
    #expect(!outcome.stderr.contains(Self.secret))
    #expect(outcome.lines.first?.hasPrefix(#"{"command":"set password ******","valid":false,"#) == true)
  }

  @Test("no way of writing a set prints the secret", arguments: lines, [true, false])
  func neverPrinted(line: String, json: Bool) throws {
    let outcome = try Self.run(line + "\nshow\n", json: json)
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains(Self.secret), "\(outcome.stdout)")
    #expect(!outcome.stderr.contains(Self.secret), "\(outcome.stderr)")
    #expect(!outcome.stdout.contains("hunter"))
    #expect(!outcome.stderr.contains("hunter"))
  }

  @Test("a mistyped secret name is reported with the field it resembles, never itself")
  func suggestion() throws {
    let json = try Self.run("set Password\thunter22\nset passwordhunter22\n", json: true)
    #expect(
      json.lines == [
        #"{"line":1,"command":"set ******","error":"unknown field name (not shown) — did you mean 'password'?"}"#,
        #"{"line":2,"command":"set ******","error":"unknown field name (not shown); 'show' lists the fields"}"#,
      ])
    let text = try Self.run("set Password\thunter22\nset passwordhunter22\n", json: false)
    #expect(text.stdout == "")
    #expect(
      text.stderr == """
        line 1: unknown field name (not shown) — did you mean 'password'?
        line 2: unknown field name (not shown); 'show' lists the fields

        """)
  }
}
