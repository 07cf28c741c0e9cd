import FormRules
import FormRulesIO
import Glibc

/// `formcheck batch SPEC [FILE|-]`: validate JSON Lines records, one result line each.
enum BatchCommand: Subcommand {
  static let name = "batch"
  static let abstract = "Validate JSON Lines records; print one JSON result line per record."
  static let help = """
    usage: formcheck batch SPEC [FILE|-] [--tap BUTTON] [--jobs N] [--data-dir DIR] [--database URL]
                          [--locale TAG] [--today DATE] [--allow-env NAME]… [--quiet]

    Reads JSON Lines (one object of field values per line) from FILE, or standard input
    when FILE is '-' or absent, and writes one JSON line per input line, in order:

      {"record":1,"valid":false,"fields":{"username":{"status":"failed","message":"…",
       "enabled":true},…},"buttons":{"register":{"enabled":false}}}

    A line that is not a JSON object (or holds an array or object as a field value, or
    repeats a key) gives {"record":N,"error":"…"} and processing goes on. Keys that
    name no field are skipped; with 'unknown_fields: error' in the spec they make the
    record such a line, with "unknown_fields":["…"], a message per key. A blank line
    gives no output line but keeps its number: record N is line N. A UTF-8 byte order
    mark at the start is skipped. Values are never written out. Each record settles on
    the virtual clock (debounce and store latency cost no time).

    When standard error is a terminal, a progress line there shows records done,
    records/s and, for a file, the time left; it is cleared at the end. Ctrl-C (SIGINT)
    or SIGTERM stops after the record in hand, once the lines of every record done are
    written (with --tap, every insert made has its line). A closed output pipe
    ('… | head -1') stops the batch quietly.

    options:
      --tap BUTTON    tap BUTTON for each record once its checks have settled (e.g. bulk
                      sign-ups); its entry then holds "result":{"status","message"}
                      (absent when the button was disabled); a tap that did not
                      give ok (a disabled button, a wrong password, a lost race, a
                      store error) makes the exit status 1
      --jobs N        validate on N threads, each with its own session of the form (1 to
                      256; default: the number of online processors, or 1 with --tap,
                      which allows no other: a tap's inserts must be seen by later
                      records); the output is the same, in the same order
      --data-dir DIR  where table stores live (default: $FORMCHECK_DATA_DIR, else
                      $XDG_DATA_HOME/formcheck, else ~/.local/share/formcheck)
    \(DatabaseOption.help)
      --locale TAG    the messages' language, a BCP 47 tag such as zh-CN (default: from
                      LC_ALL, LC_MESSAGES or LANG, else the spec's default_locale); the
                      JSON keys and status words stay English
      --quiet         show no progress line
    \(TodayOption.help)
    \(AllowEnvOption.help)
      -h, --help      show this help

    exit status: 0 every record valid (with --tap: and every tap gave ok),
                 1 some record invalid or malformed (with --tap: or some tap not ok),
                 2 usage error, spec error, unreadable input, or output not written,
                 130/143 stopped by SIGINT/SIGTERM, 141 output pipe closed
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(
        arguments,
        valueOptions: [
          "tap", "jobs", "data-dir", DatabaseOption.name, "locale", TodayOption.name, AllowEnvOption.name,
        ],
        flagOptions: ["quiet"])
    } catch {
      return usageFailure(error)
    }
    guard (1...2).contains(options.positionals.count) else {
      return usageFailure(UsageError("expected SPEC and at most one input FILE"))
    }
    let jobs: Int
    var environment: FormEnvironment
    do {
      environment = .process(allowing: try AllowEnvOption.policy(in: options))
      jobs = try jobCount(options)
      environment.locale = try LocaleChoice.locale(explicit: options.value("locale"))
      environment.today = try TodayOption.date(in: options)
    } catch {
      return usageFailure(error)
    }
    let specPath = options.positionals[0]
    // One compiled copy per job, from one reading of the file.
    let specs: [FormSpec]
    do {
      specs = try FormSpec.independentCopies(ofFile: specPath, count: jobs)
    } catch {
      Console.error(error.description)
      return ExitStatus.usage
    }
    let spec = specs[0]
    if environment.refusesVariables(of: [spec]) { return ExitStatus.usage }
    if let button = options.value("tap"), !spec.buttonNames.contains(button) {
      var message = "unknown button '\(button)'"
      if let guess = NameSuggestion.suggestion(for: button, among: spec.buttonNames) {
        message += " — did you mean '\(guess)'?"
      }
      return usageFailure(UsageError(message))
    }
    // Sessions first: a store that cannot be opened is reported before the input.
    let runner: BatchRunner
    do {
      let storage = try DatabaseOption.storage(for: specs, in: options)
      environment.storage = storage
      environment.storeFailureLog = StoreFailureLog.writer(command: "batch")
      runner = try BatchRunner.make(specs: specs, environment: environment, tapButton: options.value("tap"))
    } catch {
      Console.error("formcheck batch: \(error)")
      return ExitStatus.usage
    }
    let input = options.positionals.count == 2 ? options.positionals[1] : "-"
    let descriptor = input == "-" ? STDIN_FILENO : open(input, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      Console.error("formcheck batch: cannot read '\(input)': \(String(cString: strerror(errno)))")
      return ExitStatus.usage
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    StopSignal.install()
    let progress = BatchProgress.make(input: descriptor, quiet: options.flag("quiet"))
    defer { progress?.finish() }
    let reader = JSONLineReader(fileDescriptor: descriptor, shouldStop: { StopSignal.isPending })
    let allValid: Bool
    do {
      allValid = try runner.process(reader, progress: progress)
    } catch let error as JSONIOError where error.operation == "write" {
      progress?.finish()
      OutputFailure.exit(code: error.code)
    } catch {
      Console.error("formcheck batch: cannot read '\(input)': \(error)")
      return ExitStatus.usage
    }
    if let signal = StopSignal.pending { return 128 + signal }
    return allValid ? ExitStatus.success : ExitStatus.invalid
  }

  /// The `--jobs` count: as given (1 to 256), else the number of online processors, or 1
  /// with `--tap` (taps write stores, and later records must see earlier inserts).
  private static func jobCount(_ options: CommandArguments) throws(UsageError) -> Int {
    guard let count = try options.wholeNumber("jobs", in: 1...256) else {
      return options.value("tap") != nil ? 1 : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
    if count > 1, options.value("tap") != nil {
      throw UsageError("--jobs \(count) cannot go with --tap: taps must run one record at a time")
    }
    return count
  }
}
