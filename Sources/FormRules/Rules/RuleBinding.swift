/// What a rule kind binds a compiled check to when a session builds a field's result: the
/// session's value nodes, stores, validators, scheduler and patterns; and what binding
/// produces, the field's synchronous checks and its async rules.
struct RuleBinding {
  /// The compiled form.
  let form: CompiledForm
  /// The field's label, for messages of a rule's own.
  let label: String
  /// The field's name (its path in a group), as a service validator is told it.
  let fieldName: String
  /// Every field's value node, by field index.
  let values: [Variable<String>]
  /// The visible flags built so far, by field index: every one a rule of the field being
  /// bound can read (a hidden field's value counts as empty for every rule).
  let visible: [Stream<Bool>?]
  /// The embedding program's validators.
  let validators: ValidatorRegistry
  /// The session's stores.
  let stores: SessionStores
  /// Where service requests go.
  let services: ServiceCaller
  /// Where store lookups are scheduled.
  let scheduler: VirtualScheduler
  /// Where async validators run.
  let work: ExternalWork
  /// The date `today` reads.
  let today: CalendarDate
  /// The field's value read as a number, for a `number` or `integer` field: what its type
  /// check and bounds read (kept by the session, ``FormEngine/numberReadings``).
  var number: NumberReading? = nil
  /// The patterns borrowed from ``CompiledForm/patterns``, to give back when the session
  /// ends.
  var borrowedPatterns: [CompiledPattern] = []
  /// The synchronous checks, in order.
  var sync = FieldResultNode.Rules()
  /// The async rules, in order.
  var asyncRules: [any AsyncRule] = []

  /// What the rules' own messages are rendered with: the label, the session's locale.
  var messageContext: MessageContext {
    MessageContext(label: label, locale: form.locale, defaultLocale: form.definition.defaultLocale)
  }

  /// Binds every check of `field`, after the check of its `type` (unless text); returns
  /// the positions in `field.checks` of those bound as async rules (a drawing of the
  /// session lists them apart).
  mutating func bind(_ field: CompiledField) -> [Int] {
    if let number {
      sync.append(.numericType(Unowned(number)), message: messageContext.text(field.type.defaultMessage))
    } else if field.type != .text {
      sync.append(.type(field.type), message: messageContext.text(field.type.defaultMessage))
    }
    var asyncChecks: [Int] = []
    for (index, check) in field.checks.enumerated() {
      let (asyncCount, syncCount) = (asyncRules.count, sync.checks.count)
      check.kind.rule.bind(check, to: &self)
      if asyncRules.count > asyncCount { asyncChecks.append(index) }
      if let template = check.lengthMessage, sync.checks.count > syncCount {
        sync.quoteLength(LengthMessage(template: template, unit: check.unit))
      }
    }
    return asyncChecks
  }

  /// An instance of the pattern `source` for this session alone (nil if it does not
  /// compile, which the compiler rules out).
  mutating func borrowPattern(_ source: String) -> CompiledPattern? {
    let pattern = form.patterns.borrow(source)
    if let pattern { borrowedPatterns.append(pattern) }
    return pattern
  }
}

/// A rule checked after every synchronous rule has passed, possibly later in (virtual)
/// time: a store lookup, an async custom validator. The field is `validating` meanwhile.
protocol AsyncRule {
  /// The message shown when the rule fails.
  var message: String { get }
  /// Starts checking a non-empty `value`; calls `completion` once, now or later, unless
  /// cancelled through the returned handle first.
  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)?
}
