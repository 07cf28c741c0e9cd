import FormRules

/// Runs a script of commands, one a line, on the form's virtual clock, and prints the
/// transcript: JSON lines with `--json`, text otherwise. A bad command is reported (as a
/// JSON error line, or on standard error as `line N: message`) and the script goes on.
struct ScriptRunner {
  /// The session the script drives.
  private let form: Form
  /// Whether to print JSON lines.
  private let json: Bool
  /// How commands are echoed in JSON lines.
  private let echo: CommandEcho
  /// How states are written in JSON lines.
  private let state: StateJSON
  /// Tapped buttons whose action has not finished yet, in tap order.
  private var pendingTaps: [String] = []

  /// A runner of scripts on `form`.
  init(form: Form, json: Bool) {
    self.form = form
    self.json = json
    self.echo = CommandEcho(spec: form.spec)
    self.state = StateJSON(spec: form.spec)
  }

  /// Runs every line of `input` until `quit` or the end; returns the exit status.
  mutating func run(_ input: inout InputLineReader) -> Int32 {
    var lineNumber = 0
    while let line = input.nextLine() {
      lineNumber += 1
      let text = String(line.drop { $0 == " " || $0 == "\t" })
      if text.isEmpty || text.hasPrefix("#") { continue }
      let goOn = perform(text, lineNumber: lineNumber)
      if !goOn { return ExitStatus.success }
    }
    if let failure = input.failure {
      Console.error("formcheck run: cannot read standard input: \(failure)")
      return ExitStatus.usage
    }
    return ExitStatus.success
  }

  /// Carries out one command and prints what it did; false after `quit`.
  private mutating func perform(_ text: String, lineNumber: Int) -> Bool {
    let echoed = echo.text(of: text)
    let step: ScriptStep
    do {
      step = try execute(ScriptCommand.parse(text), echo: echoed)
    } catch {
      if json {
        Console.print(ScriptJSON.errorLine(echo: echoed, message: error.message))
      } else {
        Console.error("line \(lineNumber): \(error.message)")
      }
      return true
    }
    for line in json ? [ScriptJSON.line(for: step, state: state)] : ScriptText.lines(for: step) {
      Console.print(line)
    }
    return step.command != .quit
  }

  /// Applies `command` to the form and lets everything due at this instant run.
  private mutating func execute(_ command: ScriptCommand, echo: String) throws(ScriptCommandError)
    -> ScriptStep
  {
    let before = form.snapshot
    var tapResponse: TapResponse?
    do {
      switch command {
      case .set(let field, let value):
        try form.set(field, to: value ?? "")
      case .tap(let button):
        tapResponse = try form.tap(button)
        if tapResponse == .started { pendingTaps.append(button) }
      case .wait(let wait):
        form.advance(by: wait.duration)
      case .show, .quit:
        break
      }
    } catch {
      throw ScriptCommandError(error.description)
    }
    form.runDue()
    let after = form.snapshot
    return ScriptStep(
      echo: echo, command: command, before: before, after: after, tapResponse: tapResponse,
      finished: takeFinishedTap(in: after))
  }

  /// The first pending tap whose action has finished in `snapshot`, no longer pending.
  private mutating func takeFinishedTap(in snapshot: FormSnapshot) -> (button: String, result: ButtonResult)?
  {
    for (index, name) in pendingTaps.enumerated() {
      guard let state = snapshot.button(name), !state.executing, let result = state.result else { continue }
      pendingTaps.remove(at: index)
      return (name, result)
    }
    return nil
  }
}
