/// `one_of: [A, B, …]` — the value is one of the listed ones (texts, compared by
/// canonical equivalence).
struct OneOfRule: RuleKind {
  static let keyword = "one_of"
  static let argumentSchema = #"""
    {"type": "array", "minItems": 1, "items": {"type": ["string", "number", "boolean"]}}
    """#

  /// The allowed values, as written.
  let values: [String]
  /// The allowed values, to look a value up in.
  let allowed: Set<String>

  /// The rule `one_of: values`.
  init(_ values: [String]) {
    self.values = values
    self.allowed = Set(values)
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

  static func == (lhs: OneOfRule, rhs: OneOfRule) -> Bool { lhs.values == rhs.values }

  var kind: RuleDefinition.Kind { .oneOf(self) }
  var argumentText: String { "[\(BoundedText.inline(values))]" }
  var graphArgument: String { values.joined(separator: ", ") }
  var witnessSeeds: [WitnessSeed] { [.values(values)] }

  /// The values, listed in the default message (as its literal text).
  var defaultMessage: LocalizedTemplate {
    let list = MessageTemplate.escaped(values.joined(separator: ", "))
    return [
      .en: "{label} must be one of: " + list, .zh: "{label}：必须是以下之一：" + list,
      .ru: "{label}: допустимые значения — " + list, .fr: "{label}\u{A0}: valeurs possibles\u{A0}: " + list,
    ]
  }

  func checksSame(as other: OneOfRule) -> Bool { allowed == other.allowed }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(allowed: allowed).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(.oneOf(session.sync.keep(Check(allowed: allowed))), message: check.message)
  }

  /// The check a session runs.
  struct Check {
    /// The allowed values.
    let allowed: Set<String>

    /// Whether `value` is allowed.
    func check(_ value: String) -> RuleVerdict {
      allowed.contains(value) ? .pass : .fail
    }
  }
}
