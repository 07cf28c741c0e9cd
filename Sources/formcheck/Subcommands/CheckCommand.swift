import FormRules
import FoundationEssentials

/// `formcheck check PATH…`: compile every spec, run its examples, report every problem —
/// each file checked by the library's ``SpecChecker``, as an embedding program would.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Compile specs and run their examples; report every problem (for CI)."
  static let help = """
    usage: formcheck check PATH… [--format text|json|github|sarif] [--strict] [--explain]
                                 [--exclude GLOB]… [--locale TAG] [--today DATE]
                                 [--allow-env NAME]…

    Compiles each spec (a file named, or the specs in a folder: the *.yaml and *.yml
    files, searched recursively, whose top level is a mapping with a 'form' key; hidden
    folders and node_modules are skipped), resolves every reference, analyses its rules
    (contradictions, dead rules, patterns that backtrack catastrophically), proves each
    input and button can be enabled, and runs each spec's examples on the virtual clock.
    Every problem is reported, as file:line:column: severity: [CODE] message.

    options:
      --format FORMAT  text (default; colored on a terminal unless NO_COLOR is set),
                       json (an array of {"file","line","column","severity","code",
                       "message","notes"}), github (workflow command annotations) or
                       sarif (SARIF 2.1.0, for code scanning)
      --strict         warnings fail the check too
      --explain        also report, for each button and conditionally enabled input,
                       a witness: field values that enable it (FR503 notes)
      --exclude GLOB   in folders, skip files and folders whose path relative to the
                       folder named, or whose name, matches GLOB (fnmatch: *, ?, [...];
                       * also matches /); repeatable
      --locale TAG     run the examples in this locale, a BCP 47 tag (default: each
                       spec's default_locale; LANG and LC_* are not read, so that
                       examples check the same on every machine)
      --today DATE     the date 'today' reads in examples without a 'today:' of their
                       own and in the witness search, YYYY-MM-DD (default: the local
                       date)
      --allow-env NAME
                       let the spec's services read the environment variable NAME
                       as ${NAME}, as 'run', 'batch' and 'serve' are told; any other
                       variable not named FORMCHECK_… is an error (FR214), for those
                       commands refuse the spec; repeatable
      -h, --help       show this help

    Symbolic links are not followed: a link named is an error (FR001), a link found in
    a folder is skipped with a warning (FR007).

    check makes no network connection, ever: a spec's services are answered by each
    example's canned 'responses:' (a request with none fails the example), and the
    analysis assumes every service store empty and every service validator passing.

    exit status: 0 clean, 1 errors found (or warnings with --strict), 2 usage error
    (including a folder with no spec in it)
    """

  /// The output formats.
  static let formats = ["text", "json", "github", "sarif"]

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(
        arguments, valueOptions: ["format", "exclude", "locale", TodayOption.name, AllowEnvOption.name],
        flagOptions: ["strict", "explain"])
    } catch {
      return usageFailure(error)
    }
    var checker: SpecChecker
    do {
      checker = SpecChecker(witnesses: options.flag("explain"), today: try TodayOption.date(in: options))
      checker.variables = try AllowEnvOption.policy(in: options)
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
    let outcomes: [SpecChecker.FileOutcome]
    do {
      let locale = try options.value("locale").map { (tag) throws(UsageError) in try LocaleChoice.checked(tag)
      }
      outcomes = try check(
        options.positionals, excluding: options.allValues("exclude"),
        checker: {
          var checker = checker; checker.locale = locale; return checker
        }())
    } catch {
      return usageFailure(error)
    }
    var diagnostics: [Diagnostic] = []
    for outcome in outcomes { diagnostics += outcome.diagnostics }
    switch format {
    case "json": Console.print(DiagnosticJSON.render(diagnostics))
    case "github": Console.write(GitHubAnnotations.render(diagnostics))
    case "sarif": Console.write(SARIFLog.render(diagnostics))
    default: printText(diagnostics, outcomes: outcomes)
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    return errors > 0 || (options.flag("strict") && warnings > 0) ? ExitStatus.invalid : ExitStatus.success
  }

  /// The outcome of every file `paths` name that is checked: files named, and the specs in
  /// folders named. A folder with no spec in it is a usage error.
  private static func check(
    _ paths: [String], excluding excludes: [String], checker: SpecChecker
  ) throws(UsageError) -> [SpecChecker.FileOutcome] {
    var outcomes: [SpecChecker.FileOutcome] = []
    var foldersWithSpecs: Set<String> = []
    for candidate in try SpecFinder(excludes: excludes).candidates(in: paths) {
      guard let outcome = checker.outcome(ofFile: candidate.path, named: candidate.folder == nil) else {
        continue
      }
      outcomes.append(outcome)
      if let folder = candidate.folder, !outcome.isSkipped { foldersWithSpecs.insert(folder) }
    }
    var isDirectory = false
    for path in paths where !foldersWithSpecs.contains(path) {
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
        throw UsageError(
          "no spec in folder '\(path)' (a spec is a *.yaml or *.yml file whose top level has a 'form' key)")
      }
    }
    return outcomes
  }

  /// The diagnostics as text, each with its source excerpt (from the bytes checked, never
  /// read again), then a summary line.
  private static func printText(_ diagnostics: [Diagnostic], outcomes: [SpecChecker.FileOutcome]) {
    var renderer = DiagnosticRenderer(color: Console.useColor)
    let files = Set(diagnostics.map(\.location.file))
    for outcome in outcomes where files.contains(outcome.file) {
      if let source = outcome.source { renderer.addSource(source, file: outcome.file) }
    }
    for diagnostic in diagnostics { Console.write(renderer.render(diagnostic)) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let checked = outcomes.filter { !$0.isSkipped }.count
    let specs = checked == 1 ? "1 spec" : "\(checked) specs"
    Console.print("checked \(specs): \(plural(errors, "error")), \(plural(warnings, "warning"))")
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
