/// A spec compiled into everything a session needs to build its stream graph: fields with
/// their checks in evaluation order, resolved references, parsed conditions and stores.
/// Immutable and shareable; each ``FormEngine`` builds its own graph from it.
struct CompiledForm: Sendable {
  /// The decoded spec it came from (for examples, graph output and diagnostics).
  let definition: FormDefinition
  /// The `title:` in every locale it is given in.
  let titles: Localized<String>?
  /// Fields in spec order.
  var fields: [CompiledField]
  /// Buttons in spec order.
  var buttons: [CompiledButton]
  /// `computed:` values in spec order.
  let computed: [CompiledComputed]
  /// The locale the texts are in (``localized(in:)``); nil: the spec's default locale.
  var locale: LocaleTag?
  /// Stores in spec order.
  let stores: [CompiledStore]
  /// `services:` in spec order.
  var services: [CompiledService] = []
  /// `validators:` answered by services, by name.
  var serviceValidators: [String: ServiceEndpoint] = [:]
  /// Field index by name.
  let fieldIndex: [String: Int]
  /// Button index by name.
  let buttonIndex: [String: Int]
  /// How lengths are counted where a rule does not say (`.length` in conditions too).
  let lengthUnit: LengthUnit
  /// Field indexes in an order where every field's condition reads only fields earlier
  /// in it (their `.enabled` flags): the order enabled gates are built in.
  let enabledOrder: [Int]
  /// Each field's `enabled_when`, prepared for evaluation (nil without one).
  let fieldConditions: [CompiledCondition?]
  /// Each field's `required_when`, prepared for evaluation (nil without one).
  let requiredConditions: [CompiledCondition?]
  /// Each field's `visible_when`, prepared for evaluation (nil without one).
  let visibleConditions: [CompiledCondition?]
  /// Every field gate (enabled and required flags) in an order where each condition
  /// reads only gates earlier in it.
  let gateOrder: [ConditionGate]
  /// Each button's `enabled_when`, prepared for evaluation (nil without one).
  let buttonConditions: [CompiledCondition?]
  /// The computed values the spec declares (``CompiledComputed/isDeclared``), by index,
  /// in spec order.
  let declaredComputed: [Int]
  /// The `pattern` rules compiled for sessions, lent to one session at a time.
  let patterns = PatternPool()
  /// Whether any field has `normalize:` steps (when none has, setting a record's values
  /// skips them without reading each field).
  let normalizes: Bool
  /// The fields, groups and repeated groups in spec order, in a spec with groups; empty
  /// in a spec without (its fields are its layout).
  var layout: [LayoutEntry] = []
  /// The repeated groups, in spec order.
  var repeatedGroups: [CompiledRepeatedGroup] = []
  /// The `lists:`, in spec order.
  var lists: [CompiledList] = []

  /// Each field's key in records and states: the last part of its path (`city` of
  /// `address.city`).
  let keys: [String]
  /// The fields a record's slots set, in the order ``RecordShape`` lists them (depth
  /// first through groups), and the repeated groups its lists fill (a form with groups).
  var recordSlots: [Int] = []
  var recordLists: [Int] = []
  /// Each group's key in records and states, by its path (a form with groups).
  var groupKeys: [String: String] = [:]

  /// Whether the spec has groups (its state nests).
  var hasGroups: Bool { !layout.isEmpty }

  /// Assembles a compiled form; prepares the conditions once for every session.
  init(
    definition: FormDefinition, titles: Localized<String>?, fields: [CompiledField],
    buttons: [CompiledButton], computed: [CompiledComputed],
    stores: [CompiledStore], fieldIndex: [String: Int], buttonIndex: [String: Int],
    lengthUnit: LengthUnit, enabledOrder: [Int], gateOrder: [ConditionGate]
  ) {
    self.definition = definition
    self.titles = titles
    self.fields = fields
    self.buttons = buttons
    self.computed = computed
    self.stores = stores
    self.fieldIndex = fieldIndex
    self.buttonIndex = buttonIndex
    self.lengthUnit = lengthUnit
    self.enabledOrder = enabledOrder
    self.gateOrder = gateOrder
    normalizes = fields.contains { !$0.normalizers.isEmpty }
    declaredComputed = computed.indices.filter { computed[$0].isDeclared }
    keys = fields.map { FormCompiler.ownName($0.name) }
    fieldConditions = fields.map { field in
      field.enabledWhen.map { CompiledCondition($0, fieldIndex: fieldIndex) }
    }
    requiredConditions = fields.map { field in
      field.requiredWhen.map { CompiledCondition($0, fieldIndex: fieldIndex) }
    }
    visibleConditions = fields.map { field in
      field.visibleWhen.map { CompiledCondition($0, fieldIndex: fieldIndex) }
    }
    buttonConditions = buttons.map { button in
      button.enabledWhen.map { CompiledCondition($0, fieldIndex: fieldIndex) }
    }
  }
}

/// One entry of a form's layout (``CompiledForm/layout``).
indirect enum LayoutEntry: Sendable {
  /// A field, by index.
  case field(Int)
  /// A group: its name (its path, `address`), its label in every locale, and its members.
  case group(name: String, labels: Localized<String>, members: [LayoutEntry])
  /// A repeated group, by index in ``CompiledForm/repeatedGroups``.
  case repeated(Int)
}

/// One field, compiled.
struct CompiledField: Sendable {
  /// The field's name.
  let name: String
  /// An input, or a field the session fills in (``FieldRole``).
  var role = FieldRole.input
  /// The label used in messages, in the form's locale.
  var label: String
  /// The label in every locale it is given in.
  let labels: Localized<String>
  /// What its value reads as.
  let type: ValueType
  /// Never echoed, printed or stored in plain text.
  let secret: Bool
  /// Empty counts as valid.
  let optional: Bool
  /// The message of `ok`, in the form's locale.
  var okMessage: String?
  /// The message of `ok` in every locale it is given in.
  let okMessages: Localized<String>?
  /// Delay before async checks run.
  let debounce: Duration
  /// `save:`, if the field has one (and its service resolved).
  var save: CompiledSave? = nil
  /// Checks in the order written.
  var checks: [FieldCheck]
  /// The parsed `enabled_when`, if any.
  let enabledWhen: Expression?
  /// The parsed `required_when`, if any: when false, an empty value counts as valid.
  var requiredWhen: Expression? = nil
  /// The parsed `visible_when`, if any: when false, the field is hidden.
  var visibleWhen: Expression? = nil
  /// Whether the field only confirms another one (it has an `equals` rule), so actions
  /// do not store it.
  let isConfirmation: Bool
  /// Where its name is in the spec, for diagnostics.
  let location: SourceLocation
  /// Where its `enabled_when` is in the spec, if it has one (even a broken one).
  let conditionLocation: SourceLocation?
  /// Where its `required_when` is in the spec, if it has one.
  var requiredLocation: SourceLocation? = nil
  /// Where its `visible_when` is in the spec, if it has one.
  var visibleLocation: SourceLocation? = nil
  /// The `normalize:` steps, applied in order to every value set.
  var normalizers: [TextNormalizer] = []
}

/// One rule of a field, compiled: its kind with its argument, its message, and what the
/// compiler resolved for it. A session binds it to its stores and validators
/// (``RuleKind/bind(_:to:)``); analysis reads it.
struct FieldCheck: Sendable {
  /// Which rule, with its argument.
  let kind: RuleDefinition.Kind
  /// The message templates when it fails (the spec's, else the kind's default), in every
  /// locale they are given in.
  let templates: Localized<MessageTemplate>
  /// The message when it fails, in the form's locale (``localize(in:label:labels:)``).
  private(set) var message = ""
  /// The message with every placeholder filled but `{length}`, when it says `{length}`
  /// (a session renders it with the failing value's length).
  private(set) var lengthMessage: MessageTemplate?

  /// The check of rule `kind`, failing with `templates`, not yet localized; `reads` are
  /// the fields it reads (``RuleKind/fieldsRead``), resolved.
  init(
    kind: RuleDefinition.Kind, templates: Localized<MessageTemplate>, unit: LengthUnit, reference: Int?,
    reads: [Int] = []
  ) {
    self.kind = kind
    self.templates = templates
    self.unit = unit
    self.reference = reference
    self.reads = reads
  }

  /// Renders the message in `locale` for the field labelled `label`; `labels` are every
  /// field's, in that locale (for `{other}`).
  mutating func localize(in locale: LocaleTag?, label: String, labels: [String]) {
    let arguments = kind.rule.messageArguments
    let reference = reference
    let filled = templates.value(in: locale).filling { placeholder in
      if placeholder == .label { return label }
      switch arguments[placeholder] {
      case .text(let text): return text
      case .otherLabel: return reference.map { labels[$0] } ?? ""
      case .length, nil: return nil
      }
    }
    lengthMessage = filled.placeholders.contains(.length) ? filled : nil
    message = filled.rendered { _ in "" }
  }

  /// What lengths count in (the rule's `unit:`, else the form's).
  let unit: LengthUnit
  /// The index of the field or store the rule names (``RuleKind/reference``), resolved.
  let reference: Int?
  /// The indexes of the fields the rule reads (``RuleKind/fieldsRead``), its own
  /// included when it reads it, resolved.
  let reads: [Int]

  /// The other fields whose values the check reads.
  var dependencies: [Int] {
    if case .field = kind.rule.reference, let reference { [reference] } else { reads }
  }

  /// The store the check looks values up in, if any.
  var store: Int? {
    if case .store = kind.rule.reference { reference } else { nil }
  }
}

/// One button, compiled.
struct CompiledButton: Sendable {
  /// The message of a successful tap when the spec gives none.
  static let defaultOkMessage: LocalizedTemplate = [.en: "Done", .zh: "完成", .ru: "Готово", .fr: "Terminé"]

  /// What a tap does.
  enum Action: Sendable {
    /// Write the values of `fields` to the table store at `store`.
    case insert(store: Int, fields: [Int])
    /// Check the secret fields against the record in the table store at `store` whose key
    /// is the value of field `keyField`.
    case verify(store: Int, keyField: Int, secretFields: [Int])
    /// Send the request of `endpoint`, its placeholders filled with the fields' values.
    case service(ServiceEndpoint)
  }

  /// The button's name.
  let name: String
  /// The parsed `enabled_when`; nil means every field valid.
  let enabledWhen: Expression?
  /// The action, if any.
  let action: Action?
  /// The message after a successful tap, in the form's locale.
  var okMessage: String
  /// The message after a successful tap in every locale it is given in.
  let okMessages: Localized<String>
  /// The message after a failed tap, in the form's locale (nil: describe the failure).
  var failedMessage: String?
  /// The message after a failed tap in every locale it is given in.
  let failedMessages: Localized<String>?
  /// Where its name is in the spec, for diagnostics.
  let location: SourceLocation
  /// Where its `enabled_when` is in the spec, if it has one (even a broken one).
  let conditionLocation: SourceLocation?
}

/// One store, compiled.
struct CompiledStore: Sendable {
  /// What backs it.
  enum Backing: Sendable {
    /// A read-only list loaded when the spec compiled.
    case list(ListStore)
    /// A table in the session's database.
    case table(name: String, key: String)
    /// A remote service, through the session's ``ServiceCaller``.
    case service(CompiledServiceStore)
  }

  /// The store's name in the spec.
  let name: String
  /// What backs it.
  let backing: Backing
  /// Delay added to every lookup and action.
  let latency: Duration
  /// How the store compares keys (`case:`).
  var keyCase = KeyCase.sensitive

  /// Whether lookups in it are asynchronous (a table, a service, or a list with latency).
  var isAsync: Bool {
    if case .list = backing { return latency > .zero }
    return true
  }
}
