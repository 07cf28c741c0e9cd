import FormRules
import FormRulesIO
import ServeWire

/// Runs a script of commands, one a line, on the form's virtual clock, and prints the
/// transcript: JSON lines with `--json`, text otherwise. A bad command — or a line that
/// cannot be read: longer than `batch` accepts, or not UTF-8 — is reported (as a JSON
/// error line, or on standard error as `line N: message`) and the script goes on.
struct ScriptRunner {
  /// The session the script drives.
  private let form: Form
  /// Whether to print JSON lines.
  private let json: Bool
  /// The form's fields, as commands name them.
  private let fields: CommandFields
  /// How commands are echoed in JSON lines.
  private let echo: CommandEcho
  /// How states are written in JSON lines.
  private let state: StateJSON
  /// Tapped buttons whose action has not finished yet, in tap order.
  private var pendingTaps: [String] = []

  /// Thrown from the line reader's closure to stop reading after `quit`.
  private struct Quit: Error {}

  /// A runner of scripts on `form`.
  init(form: Form, json: Bool) {
    self.form = form
    self.json = json
    self.fields = CommandFields(spec: form.spec)
    self.echo = CommandEcho(fields: fields)
    self.state = StateJSON(spec: form.spec)
  }

  /// Runs every line `input` reads until `quit` or the end; returns the exit status. Lines
  /// are read as `batch` reads records (``JSONLineReader``): in bounded memory, a line
  /// longer than its limit skipped whole.
  mutating func run(_ input: JSONLineReader) -> Int32 {
    do {
      try input.forEachLine { number, line in
        switch line {
        case .tooLong:
          report(
            ScriptCommandError("line is longer than \(input.maxLineLength) bytes, the most a line may hold"),
            lineNumber: number, echo: nil)
        case .text(let bytes):
          guard JSONParser.firstInvalidUTF8(in: bytes) == nil else {
            report(ScriptCommandError("line is not valid UTF-8"), lineNumber: number, echo: nil)
            return
          }
          var text = String(decoding: bytes, as: UTF8.self)
          // A byte order mark may start the input, as it may start a spec.
          if number == 1 && text.hasPrefix("\u{FEFF}") { text.removeFirst() }
          text = text.droppingLeadingBlanks()
          if text.isEmpty || text.hasPrefix("#") { return }
          if !perform(text, lineNumber: number) { throw Quit() }
        }
      }
    } catch is Quit {
      return ExitStatus.success
    } catch {
      Console.error("formcheck run: cannot read standard input: \(error)")
      return ExitStatus.usage
    }
    // Nothing is left running at the end of the input: requests in flight finish.
    RealTimePacer.settleVirtually(form, advancing: false)
    return ExitStatus.success
  }

  /// Carries out one command and prints what it did; false after `quit`.
  private mutating func perform(_ text: String, lineNumber: Int) -> Bool {
    let echoed = echo.text(of: text)
    let step: ScriptStep
    do {
      step = try execute(ScriptCommand.parse(text, fields: fields), echo: echoed)
    } catch {
      report(error, lineNumber: lineNumber, echo: echoed)
      return true
    }
    let lines =
      json
      ? [
        form.spec.hasGroups
          ? ScriptJSON.groupedLine(for: step, form: form) : ScriptJSON.line(for: step, state: state)
      ]
      : ScriptText.lines(for: step)
    for line in lines {
      Console.print(line)
    }
    return step.command != .quit
  }

  /// Reports a command that could not be carried out, or a line that could not be read
  /// (no `echo`): a JSON error line, or `line N: message` on standard error.
  private func report(_ error: ScriptCommandError, lineNumber: Int, echo: String?) {
    if json {
      Console.print(ScriptJSON.errorLine(lineNumber: lineNumber, echo: echo, message: error.message))
    } else {
      Console.error("line \(lineNumber): \(VisibleText.escaped(error.message))")
    }
  }

  /// Applies `command` to the form and lets everything due at this instant run.
  private mutating func execute(_ command: ScriptCommand, echo: String) throws(ScriptCommandError)
    -> ScriptStep
  {
    // Requests in flight finish before a command that reports or depends on the settled
    // state, so that what it prints is settled; a `set` does not wait for them.
    switch command {
    case .show, .tap, .wait, .quit: RealTimePacer.settleVirtually(form, advancing: false)
    case .set, .add, .remove: break
    }
    let before = form.shownSnapshot
    var tapResponse: TapResponse?
    do {
      switch command {
      case .set(let field, let value):
        try form.set(field, to: form.value(typed: value ?? "", for: field))
      case .tap(let button):
        tapResponse = try form.tap(button)
        if tapResponse == .started { pendingTaps.append(button) }
      case .wait(let wait):
        form.advance(by: wait.duration)
      case .add(let group):
        try form.addItem(to: group)
      case .remove(let item):
        try form.removeItem(item)
      case .show, .quit:
        break
      }
    } catch {
      throw ScriptCommandError(error.description)
    }
    form.runDue()
    let after = form.shownSnapshot
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
