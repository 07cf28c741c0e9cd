/// `present_in: STORE` — the value is in the store (``StoreMembership``).
struct PresentInRule: RuleKind {
  static let keyword = "present_in"
  static let argumentSchema = ##"{"$ref": "#/$defs/identifier"}"##

  /// The store's name.
  let store: Located<String>

  /// The rule `present_in: store`.
  init(_ store: Located<String>) { self.store = store }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a store name").map(Self.init)
  }

  var kind: RuleDefinition.Kind { .presentIn(self) }
  var argumentText: String { store.value }
  var graphArgument: String { store.value }
  var reference: RuleReference? { .store(store) }

  var messageArguments: [MessagePlaceholder: MessageArgument] { [.store: .text(store.value)] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} does not exist", .zh: "{label}：不存在", .ru: "{label}: такого значения нет",
      .fr: "{label}\u{A0}: cette valeur n’existe pas",
    ]
  }

  func checksSame(as other: PresentInRule) -> Bool { store.value == other.store.value }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    StoreMembership.staticVerdict(on: value, store: store, expectPresent: true, evaluator: evaluator)
  }

  func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool {
    StoreMembership.isAsync(check, in: form)
  }

  /// A table's or a service's contents are not known before run time.
  func undecidedNote(_ check: FieldCheck, field: String, in form: CompiledForm) -> String? {
    guard let index = check.reference else { return nil }
    let kind: String
    switch form.stores[index].backing {
    case .table: kind = "table"
    case .service: kind = "service"
    case .list: return nil
    }
    return
      "'\(field)' must exist in \(kind) store '\(form.stores[index].name)', whose contents are not known before run time"
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    StoreMembership.bind(check, expectPresent: true, to: &session)
  }
}
