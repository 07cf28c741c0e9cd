/// `equals: FIELD` — the value equals that of another field (canonical equivalence), and
/// is checked again when that field changes.
struct EqualsRule: RuleKind {
  static let keyword = "equals"
  static let argumentSchema = ##"{"$ref": "#/$defs/identifier"}"##

  /// The compared field's name.
  let field: Located<String>

  /// The rule `equals: field`.
  init(_ field: Located<String>) { self.field = field }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a field name").map(Self.init)
  }

  var kind: RuleDefinition.Kind { .equals(self) }
  var argumentText: String { field.value }
  var graphArgument: String { field.value }
  var reference: RuleReference? { .field(field) }
  var witnessSeeds: [WitnessSeed] { [.copyOfReference] }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.other: .otherLabel] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} must match {other}", .zh: "{label}：与“{other}”不一致",
      .ru: "{label}: не совпадает с полем «{other}»",
      .fr: "{label}\u{A0}: ne correspond pas à «\u{A0}{other}\u{A0}»",
    ]
  }

  func checksSame(as other: EqualsRule) -> Bool { field.value == other.field.value }

  /// Undecided: the other field's value is not known without a session.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    nil
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    guard let other = check.reference else { return }
    session.sync.append(
      .equals(Check(other: Unowned(session.values[other]))), message: check.message,
      reading: other)
  }

  /// The check a session runs: the compared field's value node.
  struct Check {
    /// The compared field's value node.
    let other: Unowned<Variable<String>>

    /// Whether `value` equals the other field's.
    func check(_ value: String) -> RuleVerdict {
      other.read { value == $0.value } ? .pass : .fail
    }
  }
}
