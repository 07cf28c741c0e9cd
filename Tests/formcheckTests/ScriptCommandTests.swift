import FormRules
import Foundation
import Testing

@testable import formcheck

/// How a command line is read and echoed — the one reading shared by scripts and the
/// prompt's `:set`/`:tap`: words split on any white space, and nothing after `set` repeated
/// unless it is exactly a field's name (a value only for a field that is not secret).
@Suite("Script and prompt commands")
struct ScriptCommandTests {
  /// The register form's fields: `username` (public), `password` and `repeat_password`
  /// (secret).
  let fields: CommandFields

  init() throws {
    let path = Formcheck.repositoryRoot.appendingPathComponent("forms/register.yaml").path
    fields = CommandFields(spec: try FormSpec(contentsOfFile: path))
  }

  /// The secret every line below holds.
  static let secret = "hunter22"

  /// Lines that set a secret (or a name that may be one) and what `--json` echoes for them.
  static let echoes: [(line: String, echo: String)] = [
    ("set password\thunter22", "set password ******"),
    ("set password hunter22", "set password ******"),
    ("set  password   hunter22", "set password ******"),
    ("set\tpassword\t\thunter22", "set password ******"),
    ("set password\u{3000}hunter22", "set password ******"),
    ("set password\u{A0}hunter22", "set password ******"),
    ("set repeat_password hunter22", "set repeat_password ******"),
    ("set PASSWORD hunter22", "set ******"),
    ("set Password\thunter22", "set ******"),
    ("set passwordhunter22", "set ******"),
    ("set password\u{200B}hunter22", "set ******"),
    ("set hunter22", "set ******"),
    ("set pasword hunter22", "set ******"),
    ("sett password hunter22", "sett ******"),
    ("SET password hunter22", "SET ******"),
    ("hunter22", "******"),
    ("hunter22 password", "******"),
  ]

  @Test("the echo masks everything that may be a secret", arguments: echoes)
  func echo(line: String, echo: String) {
    #expect(CommandEcho(fields: fields).text(of: line) == echo)
  }

  @Test(
    "public values, commands and empty sets echo as written",
    arguments: [
      "set username alice1", "set\tusername a b", "set username ", "set username", "set password",
      "set", "tap register", "wait 1m30s", "show", "quit",
    ])
  func echoAsWritten(line: String) {
    #expect(CommandEcho(fields: fields).text(of: line) == line)
  }

  @Test("a secret value is read whatever blank separates it, and the name never runs into it")
  func splitsOnAnyBlank() throws {
    for separator in [" ", "\t", "  ", " \t ", "\u{3000}", "\u{A0}", "\u{2003}"] {
      let command = try ScriptCommand.parse("set\(separator)password\(separator)x", fields: fields)
      let value = separator.count == 1 ? "x" : String(separator.unicodeScalars.dropFirst()) + "x"
      #expect(command == .set(field: "password", value: value))
    }
    #expect(try ScriptCommand.parse("set password", fields: fields) == .set(field: "password", value: nil))
    #expect(try ScriptCommand.parse("set password ", fields: fields) == .set(field: "password", value: ""))
    #expect(try ScriptCommand.parse("tap\tregister", fields: fields) == .tap(button: "register"))
    #expect(try ScriptCommand.parse("show\t", fields: fields) == .show)
  }

  @Test(
    "an unknown name after set is an error that does not repeat it, with a suggestion",
    arguments: [("script", ScriptCommand.Syntax.script), ("prompt", .prompt)])
  func unknownFieldNames(name: String, syntax: ScriptCommand.Syntax) {
    let cases: [(line: String, message: String)] = [
      ("set PASSWORD hunter22", "unknown field name (not shown) — did you mean 'password'?"),
      ("set passwrod\thunter22", "unknown field name (not shown) — did you mean 'password'?"),
      ("set passwordhunter22", "unknown field name (not shown); '\(syntax.prefix)show' lists the fields"),
      ("set hunter22 x", "unknown field name (not shown); '\(syntax.prefix)show' lists the fields"),
      ("set\t", "usage: \(syntax.prefix)set FIELD VALUE"),
    ]
    for (line, message) in cases {
      do {
        _ = try ScriptCommand.parse(line, syntax: syntax, fields: fields)
        Issue.record("'\(line)' was accepted")
      } catch {
        #expect(error.message == message)
        #expect(!error.message.contains(Self.secret))
      }
    }
  }

  @Test("at the prompt, ':set' reads the same way and never repeats an unknown name")
  func promptSet() throws {
    guard
      case .command(.set("password", "hunter22")) = try PromptInput(
        parsing: ":set password\thunter22", fields: fields)
    else {
      Issue.record("':set password<TAB>hunter22' is not a set of password")
      return
    }
    guard case .ask("password") = try PromptInput(parsing: ":set\tpassword", fields: fields) else {
      Issue.record("':set<TAB>password' does not ask for password")
      return
    }
    for line in [":set passwordhunter22", ":set Password hunter22", ":set pass\u{200B}hunter22"] {
      do {
        _ = try PromptInput(parsing: line, fields: fields)
        Issue.record("'\(line)' was accepted")
      } catch {
        #expect(!error.message.contains("hunter22"), "\(error.message)")
      }
    }
  }

  @Test("an unknown command word is repeated in a script only when it resembles a command")
  func unknownWords() {
    #expect(
      ScriptCommand.Syntax.script.unknownCommand("sett").message
        == "unknown command 'sett' — did you mean 'set'?")
    #expect(
      ScriptCommand.Syntax.script.unknownCommand("hunter22").message
        == "not a command (not shown); commands: set, tap, wait, add, remove, show, quit")
    #expect(
      ScriptCommand.Syntax.prompt.unknownCommand("frob").message
        == "unknown command ':frob' (commands: :set, :tap, :add, :remove, :show, :help, :quit)")
  }
}
