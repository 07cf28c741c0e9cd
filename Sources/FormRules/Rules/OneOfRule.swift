/// `one_of: [A, B, …]` — the value is one of the listed ones (texts, compared by
/// canonical equivalence; on a number or integer field, numbers: `4.0` is `4`).
struct OneOfRule: RuleKind {
  static let keyword = "one_of"
  static let argumentSchema = #"""
    {"type": "array", "minItems": 1, "items": {"type": ["string", "number", "boolean"]}}
    """#

  /// The allowed values, as written.
  let values: [String]
  /// The allowed values, to look a value up in (numbers in ``NumericText/canonical(_:)``
  /// form when ``numeric``).
  let allowed: Set<String>
  /// Whether values are compared as numbers.
  let numeric: Bool

  /// The rule `one_of: values`, comparing numbers if `numeric`.
  init(_ values: [String], numeric: Bool = false) {
    self.values = values
    self.numeric = numeric
    self.allowed = Set(numeric ? values.map(NumericText.canonical) : values)
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

  func defaultMessage(label: String, referencedLabel: String?) -> String {
    "\(label) must be one of: \(values.joined(separator: ", "))"
  }

  func checksSame(as other: OneOfRule) -> Bool { allowed == other.allowed }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(allowed: allowed, numeric: numeric).check(value)
  }

  func specialised(for type: ValueType) -> OneOfRule { Self(values, numeric: type.isNumeric) }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(
      .oneOf(session.sync.keep(Check(allowed: allowed, numeric: numeric))), message: check.message)
  }

  /// The check a session runs.
  struct Check {
    /// The allowed values.
    let allowed: Set<String>
    /// Whether values are compared as numbers (in canonical form).
    let numeric: Bool

    /// Whether `value` is allowed.
    func check(_ value: String) -> RuleVerdict {
      allowed.contains(numeric ? NumericText.canonical(value) : value) ? .pass : .fail
    }
  }
}
