/// `equals: FIELD` — the value equals that of another field (canonical equivalence; on a
/// number or integer field, as numbers: `4.0` equals `4`), and is checked again when that
/// field changes.
struct EqualsRule: RuleKind {
  static let keyword = "equals"
  static let argumentSchema = ##"{"$ref": "#/$defs/identifier"}"##

  /// The compared field's name.
  let field: Located<String>

  /// Whether values are compared as numbers.
  let numeric: Bool

  /// The rule `equals: field`, comparing numbers if `numeric`.
  init(_ field: Located<String>, numeric: Bool = false) {
    self.field = field
    self.numeric = numeric
  }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a field name").map { Self($0) }
  }

  var kind: RuleDefinition.Kind { .equals(self) }
  var argumentText: String { field.value }
  var graphArgument: String { field.value }
  var reference: RuleReference? { .field(field) }
  var witnessSeeds: [WitnessSeed] { [.copyOfReference] }

  func defaultMessage(label: String, referencedLabel: String?) -> String {
    "\(label) must match \(referencedLabel ?? field.value)"
  }

  func checksSame(as other: EqualsRule) -> Bool { field.value == other.field.value }

  /// Undecided: the other field's value is not known without a session.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    nil
  }

  func specialised(for type: ValueType) -> EqualsRule { Self(field, numeric: type.isNumeric) }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    guard let other = check.reference else { return }
    session.sync.append(
      .equals(Check(other: .passUnretained(session.values[other]), numeric: numeric)), message: check.message,
      reading: other)
  }

  /// The check a session runs: the compared field's value node.
  struct Check {
    /// The compared field's value node. Unretained: the graph owns every node, and a node
    /// of the graph never outlives it.
    let other: Unmanaged<Variable<String>>
    /// Whether values are compared as numbers (text that is not a number, as text).
    let numeric: Bool

    /// Whether `value` equals the other field's.
    func check(_ value: String) -> RuleVerdict {
      other._withUnsafeGuaranteedRef {
        numeric ? NumericText.canonical(value) == NumericText.canonical($0.value) : value == $0.value
      } ? .pass : .fail
    }
  }
}
