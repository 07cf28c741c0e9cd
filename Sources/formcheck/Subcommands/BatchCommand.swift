import FormRules
import Glibc

/// `formcheck batch SPEC [FILE|-]`: validate JSON Lines records, one result line each.
enum BatchCommand: Subcommand {
  static let name = "batch"
  static let abstract = "Validate JSON Lines records; print one JSON result line per record."
  static let help = """
    usage: formcheck batch SPEC [FILE|-] [--tap BUTTON] [--jobs N] [--data-dir DIR]

    Reads JSON Lines (one object of field values per line) from FILE, or standard input
    when FILE is '-' or absent, and writes one JSON line per input line, in order:

      {"record":1,"valid":false,"fields":{"username":{"status":"failed","message":"…",
       "enabled":true},…},"buttons":{"register":{"enabled":false}}}

    A line that is not a JSON object (or holds an array or object as a field value) gives
    {"record":N,"error":"…"} and processing goes on. Values are never written out.
    Each record settles on the virtual clock (debounce and store latency cost no time).

    options:
      --tap BUTTON    tap BUTTON for each record once its checks have settled (e.g. bulk
                      sign-ups); its entry then holds "result":{"status","message"}
                      (absent when the button was disabled)
      --jobs N        validate on N threads, each with its own session of the form (1 to
                      256; default: the number of online processors, or 1 with --tap,
                      which allows no other: a tap's inserts must be seen by later
                      records); the output is the same, in the same order
      --data-dir DIR  where table stores live (default: $FORMCHECK_DATA_DIR, else
                      $XDG_DATA_HOME/formcheck, else ~/.local/share/formcheck)
      -h, --help      show this help

    exit status: 0 every record valid, 1 some record invalid or malformed,
                 2 usage error, spec error, or unreadable input
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(
        arguments, valueOptions: ["tap", "jobs", "data-dir"], flagOptions: [])
    } catch {
      return usageFailure(error)
    }
    guard (1...2).contains(options.positionals.count) else {
      return usageFailure(UsageError("expected SPEC and at most one input FILE"))
    }
    let jobs: Int
    do {
      jobs = try jobCount(options)
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
      let storage = try DataDirectoryChoice.storage(for: specs, explicit: options.value("data-dir"))
      runner = try BatchRunner.make(
        specs: specs, environment: FormEnvironment(storage: storage), tapButton: options.value("tap"))
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
    do {
      let allValid = try runner.process(JSONLineReader(fileDescriptor: descriptor))
      return allValid ? ExitStatus.success : ExitStatus.invalid
    } catch {
      Console.error("formcheck batch: \(error)")
      return ExitStatus.usage
    }
  }

  /// The `--jobs` count: as given (1 to 256), else the number of online processors, or 1
  /// with `--tap` (taps write stores, and later records must see earlier inserts).
  private static func jobCount(_ options: CommandArguments) throws(UsageError) -> Int {
    guard let text = options.value("jobs") else {
      return options.value("tap") != nil ? 1 : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
    guard let count = Int(text), (1...256).contains(count) else {
      throw UsageError("--jobs needs a whole number from 1 to 256, not '\(text)'")
    }
    if count > 1, options.value("tap") != nil {
      throw UsageError("--jobs \(count) cannot go with --tap: taps must run one record at a time")
    }
    return count
  }
}
