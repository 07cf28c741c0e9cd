import Foundation
import Testing

/// The conventions every `formcheck` command follows: help on standard output (exit 0)
/// when asked for, usage errors on standard error (exit 2) with the usage or a pointer to
/// it, flags that take no value, and "did you mean" for mistyped commands and options.
@Suite("formcheck command line")
struct CommandLineTests {
  static let commands = ["run", "batch", "check", "graph", "schema"]

  @Test("bare 'formcheck' is a usage error: the overview on standard error, exit 2")
  func bare() throws {
    let outcome = try Formcheck.run([])
    #expect(outcome.status == 2)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.contains("usage: formcheck <command> [options]"))
  }

  @Test(
    "--help, -h and help print the overview on standard output, exit 0", arguments: ["--help", "-h", "help"])
  func overview(argument: String) throws {
    let outcome = try Formcheck.run([argument])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(outcome.stdout.contains("usage: formcheck <command> [options]"))
    for command in Self.commands { #expect(outcome.stdout.contains("  \(command) "), "\(command)") }
  }

  @Test("every command has --help and -h, on standard output, exit 0", arguments: commands)
  func commandHelp(command: String) throws {
    let long = try Formcheck.run([command, "--help"])
    #expect(long.status == 0)
    #expect(long.stderr == "")
    #expect(long.stdout.hasPrefix("usage: formcheck \(command)"))
    #expect(try Formcheck.run([command, "-h"]).stdout == long.stdout)
    #expect(try Formcheck.run(["help", command]).stdout == long.stdout)
  }

  @Test("an unknown command: did you mean, on standard error, exit 2")
  func unknownCommand() throws {
    let outcome = try Formcheck.run(["chek", "forms/"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr == "formcheck: unknown command 'chek' — did you mean 'check'?\nsee 'formcheck --help'\n")
    #expect(
      try Formcheck.run(["halp"]).stderr.hasPrefix("formcheck: unknown command 'halp' — did you mean 'help'?")
    )
    let help = try Formcheck.run(["help", "rnu"])
    #expect(help.status == 2)
    #expect(help.stderr.hasPrefix("formcheck: unknown command 'rnu' — did you mean 'run'?"))
  }

  @Test(
    "a flag takes no value: '--json=true' is a usage error naming the flag",
    arguments: [("run", "json"), ("check", "strict"), ("check", "explain")])
  func flagWithValue(command: String, flag: String) throws {
    for value in ["true", "false", ""] {
      let outcome = try Formcheck.run([command, "forms/register.yaml", "--\(flag)=\(value)"])
      #expect(outcome.status == 2)
      #expect(outcome.stdout == "")
      #expect(
        outcome.stderr == """
          formcheck \(command): option '--\(flag)' is a flag and takes no value: give '--\(flag)' alone
          see 'formcheck \(command) --help'

          """)
    }
  }

  @Test("single-dash options other than -h do not exist", arguments: ["-j", "-json", "-x"])
  func shortOptions(option: String) throws {
    let outcome = try Formcheck.run(["run", "forms/register.yaml", option])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("formcheck run: unknown option '\(option)'"))
  }

  @Test("after '--', '--help' and '-x' are positionals")
  func endOfOptions() throws {
    let outcome = try Formcheck.run(["graph", "--", "--help"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("--help"))
  }

  @Test("a mistyped option: did you mean")
  func mistypedOption() throws {
    let outcome = try Formcheck.run(["run", "forms/register.yaml", "--jsno"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("formcheck run: unknown option '--jsno' — did you mean '--json'?"))
  }
}
