import FormRules
import Foundation

/// `formcheck check PATH…`: compile every spec, run its examples, report every problem.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Compile specs and run their examples; report every problem (for CI)."
  static let help = """
    usage: formcheck check PATH… [--format text|json] [--strict]

    Compiles each spec (files, or folders searched recursively for *.yaml and *.yml),
    resolves every reference, and runs each spec's examples on the virtual clock.
    Every problem is reported, as file:line:column: severity: [CODE] message.

    options:
      --format FORMAT  text (default; colored on a terminal unless NO_COLOR is set)
                       or json: an array of {"file","line","column","severity","code",
                       "message","notes"}
      --strict         warnings fail the check too
      -h, --help       show this help

    exit status: 0 clean, 1 errors found (or warnings with --strict), 2 usage error
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(arguments, valueOptions: ["format"], flagOptions: ["strict"])
    } catch {
      return usageFailure(error)
    }
    let format = options.value("format") ?? "text"
    guard ["text", "json"].contains(format) else {
      return usageFailure(UsageError("unknown format '\(format)' (use text or json)"))
    }
    guard !options.positionals.isEmpty else {
      return usageFailure(UsageError("give at least one spec file or folder"))
    }
    let files: [String]
    do {
      files = try SpecFinder.specFiles(in: options.positionals)
    } catch {
      return usageFailure(error)
    }
    var diagnostics: [Diagnostic] = []
    for file in files {
      let (spec, found) = FormSpec.check(file: file)
      diagnostics += found
      if let spec { diagnostics += ExampleRunner.run(spec) }
    }
    switch format {
    case "json": Console.print(DiagnosticJSON.render(diagnostics))
    default: printText(diagnostics, files: files)
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    return errors > 0 || (options.flag("strict") && warnings > 0) ? ExitStatus.invalid : ExitStatus.success
  }

  private static func printText(_ diagnostics: [Diagnostic], files: [String]) {
    var renderer = DiagnosticRenderer(color: Console.useColor)
    for file in Set(diagnostics.map(\.location.file)) {
      if let text = try? String(contentsOfFile: file, encoding: .utf8) { renderer.addSource(text, file: file) }
    }
    for diagnostic in diagnostics { Console.write(renderer.render(diagnostic)) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let specs = files.count == 1 ? "1 spec" : "\(files.count) specs"
    Console.print("checked \(specs): \(plural(errors, "error")), \(plural(warnings, "warning"))")
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
