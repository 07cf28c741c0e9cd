/// `absent_in: STORE` — the value is not in the store (``StoreMembership``).
struct AbsentInRule: RuleKind {
  static let keyword = "absent_in"
  static let argumentSchema = ##"{"$ref": "#/$defs/identifier"}"##

  /// The store's name.
  let store: Located<String>

  /// The rule `absent_in: store`.
  init(_ store: Located<String>) { self.store = store }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a store name").map(Self.init)
  }

  var kind: RuleDefinition.Kind { .absentIn(self) }
  var argumentText: String { store.value }
  var graphArgument: String { store.value }
  var reference: RuleReference? { .store(store) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.store: .text(store.value)] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} is already taken", .zh: "{label}：已被占用", .ru: "{label}: это значение уже занято",
      .fr: "{label}\u{A0}: cette valeur est déjà utilisée",
    ]
  }

  func checksSame(as other: AbsentInRule) -> Bool { store.value == other.store.value }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    StoreMembership.staticVerdict(on: value, store: store, expectPresent: false, evaluator: evaluator)
  }

  func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool {
    StoreMembership.isAsync(check, in: form)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    StoreMembership.bind(check, expectPresent: false, to: &session)
  }
}
