import FormRules
import Glibc

/// `formcheck`: evaluate, check and batch-validate FormRules specs.
let subcommands: [any Subcommand.Type] = [
  RunCommand.self, BatchCommand.self, CheckCommand.self, GraphCommand.self, SchemaCommand.self,
  ServeCommand.self,
]

let overview = """
  formcheck — declarative form validation from YAML specs

  usage: formcheck <command> [options]

  commands:
  \(subcommands.map { "  \($0.name.padding(to: 8))\($0.abstract)" }.joined(separator: "\n"))

  Run 'formcheck <command> --help' for a command's options.
  """

/// Reports `name` as no subcommand, with a suggestion when one is close; exits 2.
@MainActor func unknownCommand(_ name: String) -> Never {
  var message = "formcheck: unknown command '\(VisibleText.escaped(name))'"
  if let guess = NameSuggestion.suggestion(for: name, among: subcommands.map { $0.name } + ["help"]) {
    message += " — did you mean '\(guess)'?"
  }
  Console.error(message + "\nsee 'formcheck --help'")
  exit(ExitStatus.usage)
}

ProcessHardening.forbidCoreDumps()
signal(SIGPIPE, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first else {
  // No command is a usage error: the overview goes with it to standard error.
  Console.error(overview)
  exit(ExitStatus.usage)
}
if ["--help", "-h", "help"].contains(first) {
  if arguments.count >= 2 {
    guard let command = subcommands.first(where: { $0.name == arguments[1] }) else {
      unknownCommand(arguments[1])
    }
    Console.print(command.help)
  } else {
    Console.print(overview)
  }
  exit(ExitStatus.success)
}
if first == "--version" {
  Console.print("formcheck \(FormRulesVersion.current)")
  exit(ExitStatus.success)
}
guard let command = subcommands.first(where: { $0.name == first }) else { unknownCommand(first) }
let rest = Array(arguments.dropFirst())
if command.wantsHelp(rest) {
  Console.print(command.help)
  exit(ExitStatus.success)
}
exit(command.run(rest))
