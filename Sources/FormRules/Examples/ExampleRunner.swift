/// Runs a spec's `examples:` as tests: each in a fresh session with private in-memory
/// stores, on the virtual clock (only `wait` moves it; what is due at the current instant
/// runs before expectations are checked). Every expectation that does not hold is an
/// `FR601` diagnostic at the expectation, showing expected against actual.
///
/// A spec is untrusted input, so its examples hash secrets with the cheap checking
/// parameters and share one ``HashBudget``: when an example would spend more, it is
/// reported as `FR602` (the spec is too expensive to check) and no further example runs.
enum ExampleRunner {
  /// Runs every example `analysable` does not skip, in `locale`, within `budget`, `today`
  /// reading the example's `today:`, else `today` (nil: the local date); returns the
  /// failures (empty when all hold).
  static func run(
    _ analysable: AnalysableForm, locale: String? = nil, budget: HashBudget = HashBudget(),
    today: CalendarDate? = nil
  ) -> [Diagnostic] {
    var environment = FormEnvironment.checking(budget: budget)
    environment.locale = locale
    let examples = analysable.form.definition.examples
    var diagnostics: [Diagnostic] = []
    for index in examples.indices where !analysable.skippedExamples.contains(index) {
      let example = examples[index]
      environment.today = example.today ?? today
      let failures = run(example, of: analysable.form, in: environment)
      guard !budget.isExhausted else {
        diagnostics.append(
          Diagnostic(
            .tooExpensive, at: example.location,
            "the spec is too expensive to check: example '\(example.name)' goes over the work budget of \(budget.limit) scrypt units for hashing secrets; this and later examples are not checked"
          ))
        break
      }
      diagnostics += failures
    }
    return diagnostics
  }

  private static func run(
    _ example: ExampleDefinition, of form: CompiledForm, in environment: FormEnvironment
  ) -> [Diagnostic] {
    let engine: FormEngine
    do {
      engine = try FormEngine(form: form, environment: environment)
    } catch {
      return [
        Diagnostic(
          .exampleFailed, at: example.location,
          "example '\(example.name)' could not start: \(error.description)")
      ]
    }
    for step in example.steps {
      switch step {
      case .set(let assignments):
        engine.set(
          assignments.compactMap { assignment in
            form.fieldIndex[assignment.field.value].map { ($0, assignment.value) }
          })
      case .wait(let interval):
        engine.advance(by: interval)
      case .tap(let button):
        if let index = form.buttonIndex[button.value] { _ = engine.tap(button: index) }
      }
      engine.runDue()
    }
    return example.expectations.compactMap { expectation in
      check(expectation, in: example, engine: engine)
    }
  }

  private static func check(
    _ expectation: ExampleDefinition.Expectation, in example: ExampleDefinition, engine: FormEngine
  ) -> Diagnostic? {
    let form = engine.compiledForm
    let name = expectation.target.value
    let observed: ObservedState
    if let index = form.fieldIndex[name] {
      let state = engine.fieldState(index)
      observed = ObservedState(
        status: state.result.status.rawValue, message: state.result.message, enabled: state.enabled,
        valid: state.isValid)
    } else if let index = form.buttonIndex[name] {
      let state = engine.buttonState(index)
      observed = ObservedState(
        status: state.result?.status.rawValue, message: state.result?.message, enabled: state.enabled,
        valid: nil)
    } else {
      return nil  // reported by the compiler
    }
    let mismatches = observed.mismatches(with: expectation)
    guard !mismatches.isEmpty else { return nil }
    return Diagnostic(
      .exampleFailed, at: expectation.target.location,
      "example '\(example.name)': '\(name)' \(mismatches.joined(separator: "; "))",
      notes: [Diagnostic.Note("the example starts here", at: example.location)])
  }
}

/// What a field or button actually shows, for comparing with an expectation.
private struct ObservedState {
  var status: String?
  var message: String?
  var enabled: Bool
  var valid: Bool?

  /// One phrase per expectation that does not hold: `expected X, found Y`.
  func mismatches(with expectation: ExampleDefinition.Expectation) -> [String] {
    var found: [String] = []
    if let status = expectation.status, status != self.status {
      found.append("expected status \(status), found \(self.status ?? "no result")")
    }
    if let message = expectation.message, message != self.message {
      found.append("expected message \"\(message)\", found \(self.message.map { "\"\($0)\"" } ?? "none")")
    }
    if let enabled = expectation.enabled, enabled != self.enabled {
      found.append(
        "expected \(enabled ? "enabled" : "disabled"), found \(self.enabled ? "enabled" : "disabled")")
    }
    if let valid = expectation.valid, valid != self.valid {
      found.append(
        "expected \(valid ? "valid" : "invalid"), found \(self.valid == true ? "valid" : "invalid")")
    }
    return found
  }
}
