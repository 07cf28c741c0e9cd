/// `custom: NAME` — the value passes the validator the embedding program registered under
/// NAME (``ValidatorRegistry``), synchronous or async (``AsyncCustomRule``), else the
/// spec's service validator NAME (`validators:`, ``ServiceValidatorRule``). A validator
/// may give its own message; a name no validator is registered under fails with a message
/// that says so, in the session's locale (``unregistered``).
struct CustomRule: RuleKind {
  static let keyword = "custom"
  static let argumentSchema = ##"{"$ref": "#/$defs/text"}"##

  /// The validator's name.
  let name: Located<String>

  /// The rule `custom: name`.
  init(_ name: Located<String>) { self.name = name }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a validator name").map(Self.init)
  }

  var kind: RuleDefinition.Kind { .custom(self) }
  var argumentText: String { name.value }
  var graphArgument: String { name.value }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} is not valid", .zh: "{label}：无效", .ru: "{label}: недопустимое значение",
      .fr: "{label}\u{A0}: valeur non valide",
    ]
  }

  /// The message of a value checked by a validator no one registered; `{label}` is the
  /// validator's name (it says nothing of the field, whose result it is).
  static let unregistered: LocalizedTemplate = [
    .en: "custom validator '{label}' is not registered", .zh: "未注册自定义校验器“{label}”",
    .ru: "пользовательский валидатор «{label}» не зарегистрирован",
    .fr: "le validateur personnalisé «\u{A0}{label}\u{A0}» n’est pas enregistré",
  ]

  func checksSame(as other: CustomRule) -> Bool { name.value == other.name.value }

  /// Undecided: validators are registered at run time.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    nil
  }

  /// Counted as async: which validator runs is known only at run time.
  func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool { true }

  func undecidedNote(_ check: FieldCheck, field: String, in form: CompiledForm) -> String? {
    "'\(field)' is checked by custom validator '\(name.value)'"
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    let validate: (@Sendable (String) -> ValidationOutcome)?
    switch session.validators.validators[name.value] {
    case .async(let validateAsync):
      session.asyncRules.append(
        AsyncCustomRule(name: name.value, validate: validateAsync, work: session.work, message: check.message)
      )
      return
    case .sync(let validateSync): validate = validateSync
    case nil:
      if let endpoint = session.form.serviceValidators[name.value] {
        session.asyncRules.append(
          ServiceValidatorRule(
            field: session.fieldName, endpoint: endpoint, services: session.services, message: check.message))
        return
      }
      validate = nil
    }
    let unregistered = session.messageContext.labelled(name.value).text(Self.unregistered)
    let entry = session.sync.keep(Check(validate: validate, unregistered: unregistered))
    session.sync.append(.custom(entry), message: check.message)
  }

  /// The check a session runs with a synchronous validator (or none registered).
  struct Check {
    /// The validator, or nil when none is registered under the rule's name.
    let validate: (@Sendable (String) -> ValidationOutcome)?
    /// The message when none is.
    let unregistered: String

    /// The validator's verdict on non-empty `value`.
    func check(_ value: String) -> RuleVerdict {
      guard let validate else {
        return .failWithMessage(unregistered)
      }
      switch validate(value) {
      case .valid: return .pass
      case .invalid(let message?): return .failWithMessage(message)
      case .invalid(nil): return .fail
      }
    }
  }
}
