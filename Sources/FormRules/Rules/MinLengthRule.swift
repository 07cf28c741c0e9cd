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

  func defaultMessage(label: String, referencedLabel: String?) -> String {
    "\(label) must be at least \(minimum) \(minimum == 1 ? "character" : "characters")"
  }

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
