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

  func defaultMessage(label: String, referencedLabel: String?) -> String {
    "\(label) must be at most \(maximum) \(maximum == 1 ? "character" : "characters")"
  }

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
