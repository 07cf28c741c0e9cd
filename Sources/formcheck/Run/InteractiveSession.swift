import FormRules
import Glibc

/// The guided prompt of `formcheck run` on a terminal: asks for each enabled field in
/// turn (secret fields without echo), shows each result as it settles in real time,
/// offers the button when the form is complete, asks again for the fields a failed tap
/// is about, and takes `:` commands at any prompt.
///
/// The conversation (title, prompts, hints, help, progress) goes to the terminal
/// (``PromptTerminal``); results (each field's result, a tap's result, the state) go to
/// standard output; mistakes to standard error. Text from the spec or typed by the person
/// is shown through `VisibleText.escaped`.
struct InteractiveSession {
  /// What a handled line leads to.
  private enum Next {
    /// Keep prompting.
    case goOn
    /// Leave the session.
    case quit
  }

  /// The session the prompt drives.
  private let form: Form
  /// Where the conversation goes.
  private let terminal: PromptTerminal
  /// Paints what goes to the terminal.
  private let screen: ResultPainter
  /// Paints what goes to standard output.
  private let results: ResultPainter
  /// Paints what goes to standard error.
  private let errors: ResultPainter
  /// The prompt's own words, in the session's language.
  private let words: CLIWords
  /// The words of lists' tables, in the session's language.
  private let listWords: ListWords
  /// What to ask next.
  private var planner: PromptPlanner
  /// Fields whose values may go into the history.
  private let publicFields: Set<String>
  /// The step whose hint was printed last, so that a hint is not repeated at every prompt.
  private var hintedStep: PromptPlanner.Step?

  /// A prompt for `form` on `terminal`, colored as `color` says for each destination,
  /// speaking `words`.
  init(
    form: Form, terminal: PromptTerminal, color: ColorChoice, words: CLIWords, listWords: ListWords = .english
  ) {
    self.form = form
    self.terminal = terminal
    self.words = words
    self.listWords = listWords
    self.screen = ResultPainter(color: color.isOn(for: terminal.descriptor), words: words)
    self.results = ResultPainter(color: color.isOn(for: STDOUT_FILENO), words: words)
    self.errors = ResultPainter(color: color.isOn(for: STDERR_FILENO), words: words)
    self.planner = PromptPlanner(spec: form.spec)
    self.publicFields = Set(form.spec.fields.filter { !$0.isSecret }.map(\.name))
  }

  /// Runs the prompt until `:quit` or the end of input; returns the exit status.
  mutating func run() -> Int32 {
    LineEditor.prepare(output: terminal)
    terminal.print(screen.bold(VisibleText.escaped(form.spec.title ?? form.spec.name)))
    terminal.print(screen.dim(words.welcome))
    while true {
      let step =
        form.spec.hasGroups ? planner.nextStep(for: form.pathView) : planner.nextStep(for: form.snapshot)
      printHint(for: step)
      let field: FieldInfo? = if case .ask(let info) = step { info } else { nil }
      guard let line = readLine(for: field, step: step) else {
        terminal.print("")
        return ExitStatus.success
      }
      let input: PromptInput
      do {
        input = try PromptInput(parsing: line, fields: CommandFields(spec: form.spec))
      } catch {
        // At a secret prompt a mistyped command may be the secret itself: do not repeat it.
        reportError(
          field?.isSecret == true
            ? "not a command (a value starting with ':' is typed as '::…'); see :help" : error.message)
        continue
      }
      if field?.isSecret != true, !line.isEmpty, input.mayBeRemembered(publicFields: publicFields) {
        LineEditor.remember(line)
      }
      if handle(input, step: step) == .quit { return ExitStatus.success }
    }
  }

  /// Prints what the prompt expects when that changed since the last hint.
  private mutating func printHint(for step: PromptPlanner.Step) {
    guard step != hintedStep else { return }
    hintedStep = step
    switch step {
    case .ask, .offerItem: break
    case .offer(let button):
      terminal.print(words.text(words.pressEnterToTap, name: VisibleText.escaped(button)))
    case .commands:
      terminal.print(words.nothingLeft)
    }
  }

  /// Reads a line at the prompt for `field` (hidden when it is secret) or at the
  /// command prompt `> `; nil at the end of input.
  private func readLine(for field: FieldInfo?, step: PromptPlanner.Step? = nil) -> String? {
    if case .offerItem(_, let label)? = step {
      return LineEditor.read(prompt: words.text(words.addAnother, name: VisibleText.escaped(label)))
    }
    guard let field else { return LineEditor.read(prompt: "> ") }
    let hint = field.type.inputHint.map { " (\($0))" } ?? ""
    let prompt = "\(VisibleText.escaped(field.label))\(hint): "
    guard field.isSecret else { return LineEditor.read(prompt: prompt) }
    while true {
      switch SecretReader.read(prompt: prompt, terminal: terminal) {
      case .secret(let value): return value
      case .endOfInput: return nil
      case .tooLong:
        reportError(
          "a secret may be at most \(SecretReader.maximumLength) bytes; nothing was set, type it again")
      }
    }
  }

  /// Carries out one typed line.
  private mutating func handle(_ input: PromptInput, step: PromptPlanner.Step) -> Next {
    switch input {
    case .value(let value):
      switch step {
      case .ask(let field): set(field.name, to: value)
      case .offer(let button) where value.isEmpty: tap(button)
      case .offerItem(let group, _):
        if ["y", "yes", "o", "oui", "д", "да", "是"].contains(value.lowercased()) {
          run { () throws(FormError) in try form.addItem(to: group) }
        } else if let count = try? form.itemCount(of: group) {
          planner.markDeclined(group, count: count)
        }
      case .offer, .commands:
        if !value.isEmpty { reportError("commands start with ':' (see :help)") }
      }
    case .ask(let name):
      do {
        _ = try form.value(of: name)
      } catch {
        reportError(error.description)
        break
      }
      let fields = form.spec.hasGroups ? form.pathView.fields : form.spec.fields
      if let field = fields.first(where: { $0.name == name }), let value = readLine(for: field) {
        if !field.isSecret && !value.isEmpty { LineEditor.remember(value) }
        set(name, to: value)
      }
    case .command(.set(let field, let value)): set(field, to: value ?? "")
    case .command(.tap(let button)): tap(button)
    case .command(.add(let group)): run { () throws(FormError) in try form.addItem(to: group) }
    case .command(.remove(let item)): run { () throws(FormError) in try form.removeItem(item) }
    case .command(.show): printState()
    case .command(.quit): return .quit
    case .command(.wait): reportError(ScriptCommand.Syntax.prompt.unknownCommand("wait").message)
    case .help: terminal.print(PromptInput.helpText)
    }
    return .goOn
  }

  /// Adds or removes an item (`change`), then shows the state; a mistake is reported.
  private func run(_ change: () throws(FormError) -> Void) {
    do {
      try change()
    } catch {
      reportError(error.description)
      return
    }
    ActivityIndicator.settle(form, on: terminal, label: screen.dim(words.working))
    printState()
  }

  /// Sets a field, lets its checks settle in real time and shows its result.
  private mutating func set(_ field: String, to value: String) {
    let wasEnabled = form.shownSnapshot.field(field)?.enabled
    do {
      try form.set(field, to: form.value(typed: value, for: field))
    } catch {
      reportError(error.description)
      return
    }
    planner.markAnswered(field)
    if wasEnabled == false {
      Console.print(words.text(words.setDisabled, name: VisibleText.escaped(field)))
    }
    form.runDue()
    let validating = form.shownSnapshot.field(field)?.result.status == .validating
    ActivityIndicator.settle(
      form, on: terminal, label: screen.dim(validating ? words.validatingProgress : words.working))
    if let state = form.shownSnapshot.field(field) { Console.print(results.text(for: state.result)) }
    for list in form.listStates(searchingWith: field) {
      for line in ListTable.lines(
        for: list, words: listWords, width: ListTable.width(of: terminal.descriptor))
      {
        Console.print(line)
      }
    }
  }

  /// Taps a button, waits in real time for its action, and shows its result and the
  /// state; after a failure, the fields it is about are asked for again.
  private mutating func tap(_ button: String) {
    let response: TapResponse
    do {
      response = try form.tap(button)
    } catch {
      reportError(error.description)
      return
    }
    let name = VisibleText.escaped(button)
    guard response == .started else {
      Console.print(words.text(words.tappedDisabled, name: name))
      return
    }
    form.runDue()
    ActivityIndicator.settle(form, on: terminal, label: screen.dim("\(name): \(words.working)"))
    if let result = form.snapshot.button(button)?.result {
      Console.print("\(name): \(results.text(for: result))")
      switch result.status {
      case .ok: planner.markCompleted()
      case .failed: planner.markUnanswered(form.spec.fieldsConcerned(byFailureOf: button))
      }
    }
    printState()
    hintedStep = nil
  }

  /// Prints the whole state.
  private func printState() {
    let block = StateText.block(
      for: form.shownSnapshot, words: words, listWords: listWords,
      width: ListTable.width(of: terminal.descriptor))
    for line in block { Console.print(line) }
  }

  /// Prints a mistake on standard error.
  private func reportError(_ message: String) {
    Console.error(errors.red("error: ") + VisibleText.escaped(message))
  }
}
