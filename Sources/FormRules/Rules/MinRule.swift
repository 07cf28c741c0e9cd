/// `min: NUMBER` — the value, read as a number, is at least NUMBER (``NumericBound``).
struct MinRule: RuleKind {
  static let keyword = "min"
  static let argumentSchema = #"{"type": "number"}"#

  /// The lowest number allowed.
  let limit: Double

  /// The rule `min: limit`.
  init(_ limit: Double) { self.limit = limit }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.number(entry.value, as: entry.what, largest: SpecLimits.largestNumber).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .min(self) }
  var argumentText: String { NumericText.format(limit) }
  var graphArgument: String { NumericText.format(limit) }
  var bounds: RuleBounds { RuleBounds(lowest: limit, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.min: .text(NumericText.format(limit))] }

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
    let entry = session.sync.keep(NumericBound(.minimum, limit: limit, messages: session.messageContext))
    session.sync.append(.number(entry), message: check.message)
  }
}
