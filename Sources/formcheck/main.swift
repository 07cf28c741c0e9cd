import FormRules
import Glibc

/// `formcheck`: evaluate, check and batch-validate FormRules specs.
let subcommands: [any Subcommand.Type] = [
  RunCommand.self, BatchCommand.self, CheckCommand.self, GraphCommand.self, SchemaCommand.self,
]

let overview = """
  formcheck — declarative form validation from YAML specs

  usage: formcheck <command> [options]

  commands:
  \(subcommands.map { "  \($0.name.padding(to: 8))\($0.abstract)" }.joined(separator: "\n"))

  Run 'formcheck <command> --help' for a command's options.
  """

ProcessHardening.forbidCoreDumps()
signal(SIGPIPE, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first, !["--help", "-h", "help"].contains(first) else {
  if arguments.count >= 2, let command = subcommands.first(where: { $0.name == arguments[1] }) {
    Console.print(command.help)
  } else {
    Console.print(overview)
  }
  exit(arguments.isEmpty ? ExitStatus.usage : ExitStatus.success)
}
if first == "--version" {
  Console.print("formcheck \(FormRulesVersion.current)")
  exit(ExitStatus.success)
}
guard let command = subcommands.first(where: { $0.name == first }) else {
  var message = "formcheck: unknown command '\(first)'"
  if let guess = NameSuggestion.suggestion(for: first, among: subcommands.map { $0.name }) {
    message += " — did you mean '\(guess)'?"
  }
  Console.error(message + "\nsee 'formcheck --help'")
  exit(ExitStatus.usage)
}
let rest = Array(arguments.dropFirst())
if command.wantsHelp(rest) {
  Console.print(command.help)
  exit(ExitStatus.success)
}
exit(command.run(rest))
