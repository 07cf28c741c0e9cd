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
    reader.locatedText(entry.value, as: entry.what, needs: "a field name").map {
      Self(reader.resolver?.resolvedName($0) ?? $0)
    }
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

  func specialised(for type: ValueType) -> EqualsRule { Self(field, numeric: type.isNumeric) }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    guard let other = check.reference else { return }
    let compare = Check(other: Unowned(session.values[other]), numeric: numeric)
    guard let visible = session.visible[other] else {
      session.sync.append(.equals(compare), message: check.message, reading: other)
      return
    }
    let entry = session.sync.keep(ShownCheck(compare: compare, otherVisible: Unowned(visible)))
    session.sync.append(.equalsShown(entry), message: check.message, reading: other)
  }

  /// The check a session runs: the compared field's value node.
  struct Check {
    /// The compared field's value node.
    let other: Unowned<Variable<String>>
    /// Whether values are compared as numbers (text that is not a number, as text).
    let numeric: Bool

    /// Whether `value` equals the other field's.
    func check(_ value: String) -> RuleVerdict {
      other.read {
        numeric ? NumericText.canonical(value) == NumericText.canonical($0.value) : value == $0.value
      } ? .pass : .fail
    }
  }

  /// The check with a field that has `visible_when`: while it is hidden its value counts
  /// as empty (a shape of its own, so that the usual check stays as small as it was).
  struct ShownCheck {
    /// The comparison while the field is shown.
    let compare: Check
    /// The compared field's visible flag.
    let otherVisible: Unowned<Stream<Bool>>

    /// Whether `value` equals the other field's value, or the empty text while it is hidden.
    func check(_ value: String) -> RuleVerdict {
      guard otherVisible.read({ $0.value }) else { return value.isEmpty ? .pass : .fail }
      return compare.check(value)
    }
  }
}
