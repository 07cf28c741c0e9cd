import FormRules
import Foundation

/// `formcheck check PATH…`: compile every spec, run its examples, report every problem.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Compile specs and run their examples; report every problem (for CI)."
  static let help = """
    usage: formcheck check PATH… [--format text|json|github|sarif] [--strict] [--explain]

    Compiles each spec (files, or folders searched recursively for *.yaml and *.yml),
    resolves every reference, analyses its rules (contradictions, dead rules, patterns
    that backtrack catastrophically), proves each input and button can be enabled, and
    runs each spec's examples on the virtual clock. Every problem is reported, as
    file:line:column: severity: [CODE] message.

    options:
      --format FORMAT  text (default; colored on a terminal unless NO_COLOR is set),
                       json (an array of {"file","line","column","severity","code",
                       "message","notes"}), github (workflow command annotations) or
                       sarif (SARIF 2.1.0, for code scanning)
      --strict         warnings fail the check too
      --explain        also report, for each button and conditionally enabled input,
                       a witness: field values that enable it (FR503 notes)
      -h, --help       show this help

    exit status: 0 clean, 1 errors found (or warnings with --strict), 2 usage error
    """

  /// The output formats.
  static let formats = ["text", "json", "github", "sarif"]

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(
        arguments, valueOptions: ["format"], flagOptions: ["strict", "explain"])
    } catch {
      return usageFailure(error)
    }
    let format = options.value("format") ?? "text"
    guard formats.contains(format) else {
      return usageFailure(
        UsageError("unknown format '\(format)' (use \(formats.joined(separator: ", ")))"))
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
      diagnostics += SpecCheck.diagnostics(ofFile: file, witnesses: options.flag("explain"))
    }
    switch format {
    case "json": Console.print(DiagnosticJSON.render(diagnostics))
    case "github": Console.write(GitHubAnnotations.render(diagnostics))
    case "sarif": Console.write(SARIFLog.render(diagnostics))
    default: printText(diagnostics, files: files)
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    return errors > 0 || (options.flag("strict") && warnings > 0) ? ExitStatus.invalid : ExitStatus.success
  }

  private static func printText(_ diagnostics: [Diagnostic], files: [String]) {
    var renderer = DiagnosticRenderer(color: Console.useColor)
    for file in Set(diagnostics.map(\.location.file)) {
      if let text = try? String(contentsOfFile: file, encoding: .utf8) {
        renderer.addSource(text, file: file)
      }
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
