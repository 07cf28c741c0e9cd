/// `max: NUMBER` — the value, read as a number, is at most NUMBER; `max: YYYY-MM-DD` (on a
/// date field) — the value, read as a date, is on or before it (``NumericBound``).
struct MaxRule: RuleKind {
  static let keyword = "max"
  static let argumentSchema = BoundLimit.schema

  /// The highest number or date allowed.
  let limit: BoundLimit

  /// The rule `max: limit`.
  init(_ limit: BoundLimit) { self.limit = limit }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    BoundLimit.decode(entry, reader: &reader).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .max(self) }
  var argumentText: String { limit.text }
  var graphArgument: String { limit.text }
  var bounds: RuleBounds { RuleBounds(highest: limit.value, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.max: .text(limit.text)] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} must be at most {max}", .zh: "{label}：不能大于 {max}",
      .ru: "{label}: максимальное значение — {max}",
      .fr: "{label}\u{A0}: la valeur maximale est {max}",
    ]
  }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    NumericBound(.maximum, limit: limit, messages: .unlabelled).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    var bound = NumericBound(.maximum, limit: limit, messages: session.messageContext)
    bound.reading = session.number.map { Unowned($0) }
    let entry = session.sync.keep(bound)
    session.sync.append(.number(entry), message: check.message)
  }

  func misfit(on type: ValueType) -> Located<String>? { limit.misfit(on: type, keyword: Self.keyword) }
}
