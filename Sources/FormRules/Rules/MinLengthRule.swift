/// `min_length: N` — the value is at least N long, counted in the rule's `unit:` or the
/// form's `length_unit`.
struct MinLengthRule: RuleKind {
  static let keyword = "min_length"
  static let argumentSchema = ##"{"$ref": "#/$defs/count"}"##
  static var countsLength: Bool { true }

  /// The shortest length allowed.
  let minimum: Int

  /// The rule `min_length: minimum`.
  init(_ minimum: Int) { self.minimum = minimum }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.count(entry.value, as: entry.what, largest: SpecLimits.longestLength).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .minLength(self) }
  var argumentText: String { "\(minimum)" }
  var graphArgument: String { "\(minimum)" }
  var bounds: RuleBounds { RuleBounds(shortest: minimum, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] {
    [.minLength: .text("\(minimum)"), .length: .length]
  }

  var defaultMessage: LocalizedTemplate { minimum == 1 ? Self.oneCharacter : Self.characters }

  /// The default message of `min_length: 1`.
  static let oneCharacter: LocalizedTemplate = [
    .en: "{label} must be at least 1 character", .zh: "{label}：至少 1 个字符",
    .ru: "{label}: не менее 1 симв.", .fr: "{label}\u{A0}: au moins 1 caractère",
  ]
  /// The default message of any other `min_length`.
  static let characters: LocalizedTemplate = [
    .en: "{label} must be at least {min_length} characters", .zh: "{label}：至少 {min_length} 个字符",
    .ru: "{label}: не менее {min_length} симв.", .fr: "{label}\u{A0}: au moins {min_length} caractères",
  ]

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(minimum: minimum, unit: unit).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(.minLength(Check(minimum: minimum, unit: check.unit)), message: check.message)
  }

  /// The check a session runs: plain data.
  struct Check {
    /// The shortest length allowed.
    let minimum: Int
    /// What the length counts.
    let unit: LengthUnit

    /// Whether non-empty `value` is long enough.
    func check(_ value: String) -> RuleVerdict {
      unit.length(of: value) >= minimum ? .pass : .fail
    }
  }
}
