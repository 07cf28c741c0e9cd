/// `min: NUMBER` — the value, read as a number, is at least NUMBER; `min: YYYY-MM-DD` (on a
/// date field) — the value, read as a date, is on or after it (``NumericBound``).
struct MinRule: RuleKind {
  static let keyword = "min"
  static let argumentSchema = BoundLimit.schema

  /// The lowest number or date allowed.
  let limit: BoundLimit

  /// The rule `min: limit`.
  init(_ limit: BoundLimit) { self.limit = limit }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    BoundLimit.decode(entry, reader: &reader).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .min(self) }
  var argumentText: String { limit.text }
  var graphArgument: String { limit.text }
  var bounds: RuleBounds { RuleBounds(lowest: limit.value, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.min: .text(limit.text)] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} must be at least {min}", .zh: "{label}：不能小于 {min}",
      .ru: "{label}: минимальное значение — {min}",
      .fr: "{label}\u{A0}: la valeur minimale est {min}",
    ]
  }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    NumericBound(.minimum, limit: limit, messages: .unlabelled).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    var bound = NumericBound(.minimum, limit: limit, messages: session.messageContext)
    bound.reading = session.number.map { Unowned($0) }
    let entry = session.sync.keep(bound)
    session.sync.append(.number(entry), message: check.message)
  }

  func misfit(on type: ValueType) -> Located<String>? { limit.misfit(on: type, keyword: Self.keyword) }
}
