/// Runs a spec's `examples:` as tests: each in a fresh session with private in-memory
/// stores, on the virtual clock (only `wait` moves it; what is due at the current instant
/// runs before expectations are checked). Every expectation that does not hold is an
/// `FR601` diagnostic at the expectation, showing expected against actual. Services are
/// answered by the example's `responses:` only — nothing is ever sent — and a request
/// they do not answer is an `FR601` at the example, naming the route.
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
      environment.locale = example.locale?.text ?? locale
      environment.cannedResponses = CannedResponses(example.responses)
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
        // A field inside an item (`lines[2].sku`): the example has that many items.
        for assignment in assignments where form.fieldIndex[assignment.field.value] == nil {
          if case .field(let item, let index)? = engine.target(of: assignment.field.value, growing: true) {
            item.set(field: index, to: assignment.value)
          }
        }
      case .wait(let interval):
        engine.advance(by: interval)
      case .tap(let button):
        if let index = form.buttonIndex[button.value] { _ = engine.tap(button: index) }
      }
      engine.runDue()
    }
    var seen: Set<String> = []
    let uncanned = engine.services.uncanned.filter { seen.insert($0.service + " " + $0.route).inserted }.map {
      Diagnostic(
        .exampleFailed, at: example.location,
        "example '\(example.name)': service '\($0.service)' was asked \($0.route), which the example's 'responses' do not answer"
      )
    }
    return uncanned
      + example.expectations.compactMap { expectation in
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
        valid: state.isValid, visible: state.visible,
        value: .field(engine.value(ofField: index), secret: form.fields[index].secret))
    } else if case .field(let item, let index)? = engine.target(of: name) {
      let state = item.fieldState(index)
      observed = ObservedState(
        status: state.result.status.rawValue, message: state.result.message, enabled: state.enabled,
        valid: state.isValid, visible: state.visible,
        value: .field(item.value(ofField: index), secret: item.compiledForm.fields[index].secret))
    } else if let index = form.computed.firstIndex(where: { $0.name == name }) {
      observed = ObservedState(
        status: nil, message: nil, enabled: true, valid: nil, visible: nil,
        value: .computed(engine.computedState(index).value))
    } else if let index = form.buttonIndex[name] {
      let state = engine.buttonState(index)
      observed = ObservedState(
        status: state.result?.status.rawValue, message: state.result?.message, enabled: state.enabled,
        valid: nil, visible: nil, value: nil)
    } else if let index = form.lists.firstIndex(where: { $0.name == name }) {
      let mismatches = ListExpectation.mismatches(of: engine.listState(index), with: expectation)
      guard !mismatches.isEmpty else { return nil }
      return Diagnostic(
        .exampleFailed, at: expectation.target.location,
        "example '\(example.name)': list '\(name)' \(mismatches.joined(separator: "; "))",
        notes: [Diagnostic.Note("the example starts here", at: example.location)])
    } else if form.definition.names?.namesItemField(name) == true {
      return Diagnostic(
        .exampleFailed, at: expectation.target.location,
        "example '\(example.name)': '\(name)' is in an item the example does not have",
        notes: [Diagnostic.Note("the example starts here", at: example.location)])
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

/// What a field, computed value or button actually shows, for comparing with an expectation.
private struct ObservedState {
  var status: String?
  var message: String?
  var enabled: Bool
  var valid: Bool?
  /// Whether it is shown (fields only).
  var visible: Bool?
  /// Its value, for a field or a computed value.
  var value: Value?

  /// A field's or a computed value's value.
  enum Value {
    /// A field's text; a secret one is never quoted in a message.
    case field(String, secret: Bool)
    /// A computed value (nil: absent).
    case computed(ComputedValue?)
  }

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
    if let visible = expectation.visible, visible != self.visible {
      found.append(
        "expected \(visible ? "visible" : "hidden"), found \(self.visible == false ? "hidden" : "visible")")
    }
    if let expected = expectation.value, let value, let mismatch = Self.mismatch(value, expected) {
      found.append(mismatch)
    }
    if let valid = expectation.valid, valid != self.valid {
      found.append(
        "expected \(valid ? "valid" : "invalid"), found \(self.valid == true ? "valid" : "invalid")")
    }
    return found
  }

  /// `expected value X, found Y` when `value` is not `expected` (nil: empty or absent);
  /// nil when it is. Numbers compare by value, to a relative 1e-9 (`0.1 + 0.2` is `0.3`,
  /// `4.0` is `4`); a secret field's values are never quoted.
  private static func mismatch(_ value: Value, _ expected: String?) -> String? {
    let wanted = expected.map { "\"\($0)\"" } ?? "null"
    switch value {
    case .field(let text, let secret):
      guard text != (expected ?? "") else { return nil }
      return secret
        ? "expected another value (secret, not shown)" : "expected value \(wanted), found \"\(text)\""
    case .computed(let found):
      if case .number(let number)? = found, let expected, let target = NumericText.number(from: expected),
        abs(number - target) <= 1e-9 * max(1, abs(number), abs(target))
      {
        return nil
      }
      guard found?.description != expected else { return nil }
      return "expected value \(wanted), found \(found.map { "\"\($0)\"" } ?? "null")"
    }
  }
}
