import FormRules
import FormRulesIO
import Glibc

/// `formcheck run SPEC`: try a form at a guided prompt, or run a script of commands.
enum RunCommand: Subcommand {
  static let name = "run"
  static let abstract = "Try a form at a guided prompt, or run a script of commands on it."
  static let help = """
    usage: formcheck run SPEC [--json] [--data-dir DIR] [--database URL] [--color WHEN]
                         [--locale TAG] [--today DATE] [--allow-env NAME]…

    On a terminal, a guided prompt asks for each enabled field in turn (secret fields
    without echo, never kept in the history), shows each result as it settles, in real
    time, and, once every field is valid and one button is enabled, taps it on Enter;
    after a failed tap it asks again for the fields the failure is about (the password
    of a log-in, the name of a sign-up). Prompts, hints and help go to the terminal;
    results go to standard output, so 'run SPEC > log' keeps only results in the file.

    Otherwise (standard input not a terminal, or --json) standard input is a script,
    one command a line, run on a virtual clock so that scripted runs are deterministic:
      set FIELD VALUE  set a field; VALUE is the rest of the line after one blank and
                       may be empty or hold blanks ('set FIELD' alone empties it);
                       setting a disabled field is allowed, and noted
      tap BUTTON       tap a button
      wait DURATION    move the clock forward: 300ms, 2s, 1.5s, 1m30s, 1h (numbers
                       with units h, m, s, ms in that order, decimals only on the
                       last; at most 24h)
      add GROUP        add an empty item to a repeated group (a form with groups;
                   fields are then named by path: 'set phones[2].number +4930123456')
      remove ITEM      remove an item of a repeated group: 'remove phones[2]'
      show             print the whole state
      quit             stop (the end of input stops too)
    Words are separated by blanks: spaces, tabs or any other white space. Blank
    lines and lines starting with '#' are skipped; a '\\r' ending a line, and a byte
    order mark starting the input, are ignored.
    A line is read as 'batch' reads a record: one longer than 16 MiB, or not valid
    UTF-8, is an error for that line (skipped in bounded memory).
    After every command, everything due at that instant runs (a lookup without
    latency settles at once); only 'wait' moves the clock. Requests to services take
    real time: a 'set' does not wait for them, while 'show', 'tap', 'wait' and the
    end of the input first let those in flight finish.
    Each command prints a line saying what it did, then what else changed, indented;
    'show' prints every field and button; a field or button that becomes enabled or
    disabled says so ('(now enabled)', 'register: disabled'). A bad command is
    reported on standard error as 'line N: message', and the script goes on. An
    unknown field name is never repeated (it may hold a secret): the error names the
    field it resembles; nor is a line that is no command and resembles none.

    options:
      --json          print one JSON line after each command instead:
                      {"command":"…","valid":…,"fields":{…},"buttons":{…}}, the shape
                      of 'batch' lines; the entry of a button whose action finished
                      during the command holds its "result", and "busy":true ends
                      the line while a check, save or action is in flight; a bad
                      command prints
                      {"line":N,"command":"…","error":"…"}, an unreadable line
                      {"line":N,"error":"…"}. In "command", what follows 'set' shows
                      only for exactly a field's name, its value only for a field
                      that is not secret; the rest reads ******, as does whatever
                      follows an unknown command.
      --data-dir DIR  where table stores live (default: $FORMCHECK_DATA_DIR, else
                      $XDG_DATA_HOME/formcheck, else ~/.local/share/formcheck)
    \(DatabaseOption.help)
      --color WHEN    color at the prompt: auto (the default: only on a terminal,
                      with TERM set and not 'dumb', and NO_COLOR unset or empty),
                      always or never
      --locale TAG    the language of labels and messages, a BCP 47 tag such as
                      zh-CN (default: from LC_ALL, LC_MESSAGES or LANG, else the
                      spec's default_locale); JSON keys and status words stay English
    \(TodayOption.help)
    \(AllowEnvOption.help)
      -h, --help      show this help

    at the prompt (commands start with ':' so they never clash with values; a value
    starting with ':' is typed with two, '::x' for ':x'):
      :set FIELD VALUE  set a field
      :set FIELD        ask for a field's value (hidden when it is secret), taken as typed
      :tap BUTTON       tap a button, then show the state
      :add GROUP        add an item to a repeated group
      :remove ITEM      remove an item of a repeated group ('phones[2]')
      :show             show the whole state
      :help             list these commands
      :quit             leave (Ctrl-D too)
    at a secret prompt: Enter submits, Backspace erases a character, Ctrl-U erases
    everything, Ctrl-D leaves when nothing is typed (it is ignored otherwise), arrow
    keys and other escape sequences are ignored; at most \(SecretReader.maximumLength) bytes (a longer secret
    is refused, never cut). Ctrl-C ends formcheck (status 130); after Ctrl-Z and 'fg'
    the prompt shows again and typing starts over.

    exit status: 0 done (bad script commands do not change it), 2 usage error, a spec
    that does not compile or reads an environment variable not allowed, unreadable
    input, or a data directory or store that cannot be opened
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(
        arguments,
        valueOptions: [
          "data-dir", DatabaseOption.name, "color", "locale", TodayOption.name, AllowEnvOption.name,
        ],
        flagOptions: ["json"])
    } catch {
      return usageFailure(error)
    }
    guard options.positionals.count == 1, let path = options.positionals.first else {
      let problem =
        options.positionals.isEmpty
        ? "give the spec file to run" : "give one spec file, not \(options.positionals.count)"
      return usageFailure(UsageError(problem))
    }
    let color: ColorChoice
    let locale: String?
    var environment: FormEnvironment
    do {
      environment = .process(allowing: try AllowEnvOption.policy(in: options))
      color = try ColorChoice(option: options.value("color"))
      locale = try LocaleChoice.locale(explicit: options.value("locale"))
      environment.locale = locale
      environment.today = try TodayOption.date(in: options)
    } catch {
      return usageFailure(error)
    }
    let spec: FormSpec
    do {
      spec = try FormSpec(contentsOfFile: path).localized(to: locale)
    } catch {
      Console.error(error.description)
      return ExitStatus.usage
    }
    for warning in spec.warnings {
      Console.error("\(warning.location): \(warning.severity.rawValue): [\(warning.code)] \(warning.message)")
    }
    if environment.refusesVariables(of: [spec]) { return ExitStatus.usage }
    let form: Form
    do {
      let storage = try DatabaseOption.storage(for: [spec], in: options)
      environment.storage = storage
      form = try Form(spec: spec, environment: environment)
    } catch {
      Console.error("formcheck run: \(error)")
      return ExitStatus.usage
    }
    if options.flag("json") || !Console.inputIsTerminal {
      var runner = ScriptRunner(form: form, json: options.flag("json"))
      return runner.run(JSONLineReader(fileDescriptor: STDIN_FILENO))
    }
    var session = InteractiveSession(
      form: form, terminal: PromptTerminal.open(), color: color,
      words: CLIWords.words(for: locale ?? spec.defaultLocale),
      listWords: ListWords.words(for: locale ?? spec.defaultLocale))
    return session.run()
  }
}
