/// `one_of: [A, B, …]` — the value is one of the listed ones (texts, compared by
/// canonical equivalence; on a number or integer field, numbers: `4.0` is `4`). With
/// `ignore_case: true` beside it, text values are compared after Unicode case folding
/// (``CaseFolding``): `one_of: [DE, FR]` then accepts `de` and `Fr`.
struct OneOfRule: RuleKind {
  static let keyword = "one_of"
  static let argumentSchema = #"""
    {"type": "array", "minItems": 1, "items": {"type": ["string", "number", "boolean"]}}
    """#
  /// The option key that makes the comparison ignore case.
  static let ignoreCaseKey = "ignore_case"
  static let options = [
    RuleOption(
      key: ignoreCaseKey,
      schema: #"{"description": "Compare values without regard to case.", "type": "boolean"}"#)
  ]

  /// The allowed values, as written.
  let values: [String]
  /// Whether values are compared without regard to case (`ignore_case: true`).
  let ignoresCase: Bool
  /// The allowed values, to look a value up in (numbers in ``NumericText/canonical(_:)``
  /// form when ``numeric``, else case-folded when ``ignoresCase``).
  let allowed: Set<String>
  /// Whether values are compared as numbers.
  let numeric: Bool

  /// The rule `one_of: values`, comparing numbers if `numeric`, else without regard to
  /// case if `ignoresCase`.
  init(_ values: [String], numeric: Bool = false, ignoresCase: Bool = false) {
    self.values = values
    self.numeric = numeric
    self.ignoresCase = ignoresCase
    self.allowed = Set(values.map { Check.key(of: $0, numeric: numeric, ignoresCase: ignoresCase) })
  }

  /// Reads a non-empty list of scalars, each taken as its text.
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    guard let items = reader.list(entry.value, as: entry.what) else { return nil }
    guard !items.isEmpty else {
      reader.report(.invalidValue, at: reader.location(of: entry.value), "'one_of' needs at least one value")
      return nil
    }
    let values = items.compactMap { reader.text($0, as: "each value of 'one_of'") }
    return values.count == items.count ? Self(values) : nil
  }

  /// Reads the list, then `ignore_case:` (a boolean) if the rule has it.
  static func decode(_ entry: SpecMapping.Entry, in rule: SpecMapping, reader: inout SpecReader) -> Self? {
    let ignoresCase = rule[ignoreCaseKey].flatMap { reader.bool($0.value, as: $0.what) } ?? false
    return decode(entry, reader: &reader).map { Self($0.values, ignoresCase: ignoresCase) }
  }

  static func == (lhs: OneOfRule, rhs: OneOfRule) -> Bool {
    lhs.values == rhs.values && lhs.numeric == rhs.numeric && lhs.ignoresCase == rhs.ignoresCase
  }

  var kind: RuleDefinition.Kind { .oneOf(self) }
  var argumentText: String { "[\(BoundedText.inline(values))]" }
  var graphArgument: String { values.joined(separator: ", ") + (ignoresCase ? " (ignoring case)" : "") }
  var witnessSeeds: [WitnessSeed] { [.values(values)] }

  /// The values, listed in the default message (as its literal text).
  var defaultMessage: LocalizedTemplate {
    let list = MessageTemplate.escaped(values.joined(separator: ", "))
    return [
      .en: "{label} must be one of: " + list, .zh: "{label}：必须是以下之一：" + list,
      .ru: "{label}: допустимые значения — " + list, .fr: "{label}\u{A0}: valeurs possibles\u{A0}: " + list,
    ]
  }

  func checksSame(as other: OneOfRule) -> Bool {
    allowed == other.allowed && numeric == other.numeric && ignoresCase == other.ignoresCase
  }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(allowed: allowed, numeric: numeric, ignoresCase: ignoresCase).check(value)
  }

  func specialised(for type: ValueType) -> OneOfRule {
    Self(values, numeric: type.isNumeric, ignoresCase: ignoresCase)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(
      .oneOf(session.sync.keep(Check(allowed: allowed, numeric: numeric, ignoresCase: ignoresCase))),
      message: check.message)
  }

  /// The check a session runs.
  struct Check {
    /// The allowed values (case-folded when ``ignoresCase``).
    let allowed: Set<String>
    /// Whether values are compared as numbers (in canonical form).
    let numeric: Bool
    /// Whether a text value is case-folded before it is looked up.
    let ignoresCase: Bool

    /// Whether `value` is allowed.
    func check(_ value: String) -> RuleVerdict {
      allowed.contains(Self.key(of: value, numeric: numeric, ignoresCase: ignoresCase)) ? .pass : .fail
    }

    /// What `value` is looked up as: a number in canonical form, case-folded text, or
    /// the text itself.
    static func key(of value: String, numeric: Bool, ignoresCase: Bool) -> String {
      numeric ? NumericText.canonical(value) : ignoresCase ? CaseFolding.folded(value) : value
    }
  }
}
