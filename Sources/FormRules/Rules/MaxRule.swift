/// `max: NUMBER` — the value, read as a number, is at most NUMBER (``NumericBound``).
struct MaxRule: RuleKind {
  static let keyword = "max"
  static let argumentSchema = #"{"type": "number"}"#

  /// The highest number allowed.
  let limit: Double

  /// The rule `max: limit`.
  init(_ limit: Double) { self.limit = limit }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.number(entry.value, as: entry.what, largest: SpecLimits.largestNumber).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .max(self) }
  var argumentText: String { NumericText.format(limit) }
  var graphArgument: String { NumericText.format(limit) }
  var bounds: RuleBounds { RuleBounds(highest: limit, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.max: .text(NumericText.format(limit))] }

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
    let entry = session.sync.keep(NumericBound(.maximum, limit: limit, messages: session.messageContext))
    session.sync.append(.number(entry), message: check.message)
  }
}
