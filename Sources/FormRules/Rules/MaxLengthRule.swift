/// `max_length: N` — the value is at most N long, counted in the rule's `unit:` or the
/// form's `length_unit`.
struct MaxLengthRule: RuleKind {
  static let keyword = "max_length"
  static let argumentSchema = ##"{"$ref": "#/$defs/count"}"##
  static var countsLength: Bool { true }

  /// The longest length allowed.
  let maximum: Int

  /// The rule `max_length: maximum`.
  init(_ maximum: Int) { self.maximum = maximum }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.count(entry.value, as: entry.what, largest: SpecLimits.longestLength).map(Self.init)
  }

  var kind: RuleDefinition.Kind { .maxLength(self) }
  var argumentText: String { "\(maximum)" }
  var graphArgument: String { "\(maximum)" }
  var bounds: RuleBounds { RuleBounds(longest: maximum, isExact: true) }

  var messageArguments: [MessagePlaceholder: MessageArgument] {
    [.maxLength: .text("\(maximum)"), .length: .length]
  }

  var defaultMessage: LocalizedTemplate { maximum == 1 ? Self.oneCharacter : Self.characters }

  /// The default message of `max_length: 1`.
  static let oneCharacter: LocalizedTemplate = [
    .en: "{label} must be at most 1 character", .zh: "{label}：最多 1 个字符",
    .ru: "{label}: не более 1 симв.", .fr: "{label}\u{A0}: au plus 1 caractère",
  ]
  /// The default message of any other `max_length`.
  static let characters: LocalizedTemplate = [
    .en: "{label} must be at most {max_length} characters", .zh: "{label}：最多 {max_length} 个字符",
    .ru: "{label}: не более {max_length} симв.", .fr: "{label}\u{A0}: au plus {max_length} caractères",
  ]

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(maximum: maximum, unit: unit).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(.maxLength(Check(maximum: maximum, unit: check.unit)), message: check.message)
  }

  /// The check a session runs: plain data.
  struct Check {
    /// The longest length allowed.
    let maximum: Int
    /// What the length counts.
    let unit: LengthUnit

    /// Whether non-empty `value` is short enough.
    func check(_ value: String) -> RuleVerdict {
      unit.length(of: value) <= maximum ? .pass : .fail
    }
  }
}
