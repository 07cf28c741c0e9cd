import FormRules

/// `formcheck graph SPEC`: the stream graph a session builds, as Graphviz DOT or Mermaid.
enum GraphCommand: Subcommand {
  static let name = "graph"
  static let abstract = "Print the compiled stream graph as Graphviz DOT or Mermaid."
  static let help = """
    usage: formcheck graph SPEC [--format dot|mermaid]

    Prints the stream graph a session of SPEC builds, every node as the engine labels
    it: value sources, rule nodes, debounce and async lookups (latest wins), results,
    enabled gates, computed values, buttons; and, outside the graph (dashed), the stores they read and
    write and the buttons' actions.

      formcheck graph forms/register.yaml | dot -Tsvg > register.svg

    options:
      --format FORMAT  dot (default) or mermaid
      -h, --help       show this help

    exit status: 0 printed, 2 usage or spec error, or output not written (141: output
    pipe closed)
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(arguments, valueOptions: ["format"], flagOptions: [])
    } catch {
      return usageFailure(error)
    }
    guard options.positionals.count == 1 else { return usageFailure(UsageError("expected one SPEC")) }
    let format = options.value("format") ?? "dot"
    guard format == "dot" || format == "mermaid" else {
      return usageFailure(UsageError("unknown format '\(format)' (use dot or mermaid)"))
    }
    let spec: FormSpec
    do {
      spec = try FormSpec(contentsOfFile: options.positionals[0])
    } catch {
      Console.error(error.description)
      return ExitStatus.usage
    }
    let drawing: StreamGraphDrawing
    do {
      drawing = try StreamGraphDrawing(spec: spec)
    } catch {
      Console.error(error.description)
      return ExitStatus.usage
    }
    Console.write(format == "dot" ? drawing.dot : drawing.mermaid)
    return ExitStatus.success
  }
}
