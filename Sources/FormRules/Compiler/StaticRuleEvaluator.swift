/// Decides, without a session, whether a value passes one rule of a field, by running the
/// rule's own check (``RuleKind/staticVerdict(on:unit:evaluator:)``) with what the spec
/// alone gives: lengths, patterns, `one_of`, `min` / `max`, and lookups in list stores.
/// Rules that read tables or custom validators are undecidable here (nil); so is a `holds`,
/// unless the evaluator is given ``today`` and the values of every field it reads
/// (``knownValues``), as the witness search does for the candidate it checks.
///
/// Holds compiled patterns, so it is used by one thread and then dropped.
struct StaticRuleEvaluator {
  /// The form-wide length unit.
  let lengthUnit: LengthUnit
  /// List stores by name, as loaded by the compiler.
  let lists: [String: ListStore]
  /// The date `today` reads when a `holds` is decided; nil (the compiler's passes, which
  /// judge a spec whatever the date) leaves every `holds` undecided.
  var today: CalendarDate?
  /// Values of fields, by name, with each field's type: a `holds` that reads only these
  /// fields is decided on them.
  var knownValues: [String: (text: String, type: ValueType)] = [:]
  /// Patterns compiled so far, by source (nil: PCRE2 rejected it).
  private var patterns: [String: CompiledPattern?] = [:]

  /// An evaluator for a form counting lengths in `lengthUnit` where a rule does not say,
  /// with its list stores `lists` by store name.
  init(lengthUnit: LengthUnit, lists: [String: ListStore]) {
    self.lengthUnit = lengthUnit
    self.lists = lists
  }

  /// An evaluator for the compiled rules of `form`, with its list stores.
  init(form: CompiledForm) {
    var lists: [String: ListStore] = [:]
    for store in form.stores {
      if case .list(let list) = store.backing { lists[store.name] = list }
    }
    self.init(lengthUnit: form.lengthUnit, lists: lists)
  }

  /// Whether non-empty `value` passes the compiled `check`; nil when that cannot be known
  /// statically.
  mutating func passes(_ value: String, _ check: FieldCheck) -> Bool? {
    passes(value, check.kind, unit: check.unit)
  }

  /// Whether non-empty `value` passes a rule of `kind` counting lengths in `unit`; nil
  /// when that cannot be known statically. A failure with a message of the rule's own (a
  /// number rule given text) is a failure.
  mutating func passes(_ value: String, _ kind: RuleDefinition.Kind, unit: LengthUnit) -> Bool? {
    switch kind.rule.staticVerdict(on: value, unit: unit, evaluator: &self) {
    case .pass: true
    case .fail, .failWithMessage: false
    case .storeError, nil: nil
    }
  }

  /// Whether `expression` holds on ``knownValues``, as a `holds` rule checks it (true while
  /// a field it reads is empty or not of its type); nil without ``today`` or when it reads
  /// a field whose value is not known.
  func holds(_ expression: Expression) -> Bool? {
    guard let today else { return nil }
    var complete = true
    var skipped = false
    expression.forEachReference { reference in
      guard let known = knownValues[reference.field] else {
        complete = false
        return
      }
      if known.text.isEmpty || !known.type.accepts(known.text) { skipped = true }
    }
    guard complete else { return nil }
    guard !skipped else { return true }
    return expression.evaluate(
      { field, property in
        guard let known = knownValues[field] else { return .bool(false) }
        return Self.read(property, of: known.text, as: known.type, unit: lengthUnit)
      }, today: today)
  }

  /// What `property` of a field holding `text`, of `type`, reads as in an expression that
  /// reads values (a `holds`): its length in `unit`, or its value typed as the field is
  /// (statuses are refused in such expressions, and read as the value).
  static func read(_ property: FieldProperty, of text: String, as type: ValueType, unit: LengthUnit)
    -> ExpressionValue
  {
    switch property {
    case .length: .number(Double(unit.length(of: text)))
    case .value, .ok, .empty, .failed, .validating, .valid, .enabled: .typed(text, as: type)
    }
  }

  /// The pattern `source` compiled without JIT, compiling it on first use; nil when PCRE2
  /// rejects it.
  mutating func pattern(_ source: String) -> CompiledPattern? {
    if let known = patterns[source] { return known }
    let pattern = try? CompiledPattern.compile(source, jit: false).get()
    patterns[source] = pattern
    return pattern
  }
}
