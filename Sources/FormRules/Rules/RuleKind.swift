/// Everything about one built-in kind of rule, declared in one file under `Rules/`: its
/// keyword, how its argument is decoded and what JSON Schema describes it, its default
/// message, how it reads in messages and graph labels, the check it runs in a session,
/// and what static analysis needs to know about it. ``RuleRegistry`` lists the kinds;
/// the decoder, `formcheck schema`, graph labels, static analysis and witness search
/// derive from that list. `docs/architecture.md` says how to add one.
protocol RuleKind: Sendable, Equatable {
  /// The key that names the kind in a rule: `min_length`.
  static var keyword: String { get }
  /// The JSON Schema of the argument, as JSON text (`formcheck schema` embeds it);
  /// `$ref`s point into the DSL schema's `$defs`: `count`, `identifier`, `text`.
  static var argumentSchema: String { get }
  /// Whether the rule counts a length, so that it takes `unit:`.
  static var countsLength: Bool { get }
  /// The keys the kind takes beside its own and `message:` (`ignore_case` of `one_of`).
  static var options: [RuleOption] { get }
  /// Reads the argument, the value of `entry`, reporting what is wrong with it; nil when
  /// no rule can be made.
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self?
  /// Reads the argument and the kind's ``options`` from `rule`, the whole rule mapping;
  /// by default, the argument alone.
  static func decode(_ entry: SpecMapping.Entry, in rule: SpecMapping, reader: inout SpecReader) -> Self?

  /// The rule as a case of ``RuleDefinition/Kind``.
  var kind: RuleDefinition.Kind { get }
  /// The argument as messages quote it, long ones shortened (``BoundedText``): `6`,
  /// `[red, green]`.
  var argumentText: String { get }
  /// The argument as a graph label shows it: `6`, `red, green`.
  var graphArgument: String { get }
  /// The field or store the rule names, resolved by the compiler (nil: none).
  var reference: RuleReference? { get }
  /// The message when the rule fails and the spec gives none, as a template in every
  /// built-in locale (`{label}` and the placeholders of ``messageArguments``).
  var defaultMessage: LocalizedTemplate { get }
  /// The placeholders, besides `{label}`, a message of this rule may say, and what fills
  /// each (`{min_length}` → `6`); any other is an error in the spec.
  var messageArguments: [MessagePlaceholder: MessageArgument] { get }
  /// The fields whose values the rule reads besides its own and ``reference``'s, by name
  /// (`holds: end > start` reads `end` and `start`); the compiler resolves them into
  /// ``FieldCheck/reads``, and a session checks the rule again when one changes.
  var fieldsRead: [String] { get }
  /// Whether `other` checks exactly what this rule checks (a rule written twice).
  func checksSame(as other: Self) -> Bool

  /// The lengths and numbers a passing value is bounded by (static analysis): what every
  /// passing value meets, and, when ``RuleBounds/isExact``, all the rule checks.
  var bounds: RuleBounds { get }
  /// What the witness search builds passing values from.
  var witnessSeeds: [WitnessSeed] { get }
  /// The verdict on non-empty `value` without a session: the runtime's check, built from
  /// what the spec alone gives; nil when that is not enough (another field, a table, a
  /// validator). `unit` is the rule's length unit.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  /// Whether the compiled `check` runs asynchronously in `form` (the field can be
  /// `validating`).
  func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool
  /// Why the witness search cannot know whether a value of field `field` passes the
  /// compiled `check` (a note of FR504), or nil.
  func undecidedNote(_ check: FieldCheck, field: String, in form: CompiledForm) -> String?
  /// Why the argument does not fit a field of `type` (FR409), located at the argument;
  /// nil when it fits (`min: 2020-01-01` on a number field does not).
  func misfit(on type: ValueType) -> Located<String>?
  /// What is wrong with the argument in its form, whose fields have these names and
  /// `types` (those not text): an ill-typed `holds` (FR201, FR302).
  func problems(fields: Set<String>, types: [String: ValueType]) -> [Diagnostic]
  /// The rule as it checks values of a field of `type` (`one_of` on a number field
  /// compares numbers: `4.0` is `4`); the compiler asks before binding or analysis.
  func specialised(for type: ValueType) -> Self
  /// Binds the compiled `check` to a session, adding it to the session's synchronous or
  /// async rules.
  func bind(_ check: FieldCheck, to session: inout RuleBinding)
}

extension RuleKind {
  static var countsLength: Bool { false }
  static var options: [RuleOption] { [] }
  static func decode(_ entry: SpecMapping.Entry, in rule: SpecMapping, reader: inout SpecReader) -> Self? {
    decode(entry, reader: &reader)
  }
  var reference: RuleReference? { nil }
  var messageArguments: [MessagePlaceholder: MessageArgument] { [:] }
  func checksSame(as other: Self) -> Bool { self == other }
  var bounds: RuleBounds { RuleBounds() }
  var witnessSeeds: [WitnessSeed] { [] }
  func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool { false }
  func undecidedNote(_ check: FieldCheck, field: String, in form: CompiledForm) -> String? { nil }
  func misfit(on type: ValueType) -> Located<String>? { nil }
  var fieldsRead: [String] { [] }
  func problems(fields: Set<String>, types: [String: ValueType]) -> [Diagnostic] { [] }
  func specialised(for type: ValueType) -> Self { self }

  /// Whether the rule looks values up in a store (whose contents are data that changes
  /// without the spec).
  var readsStore: Bool {
    if case .store = reference { true } else { false }
  }

  /// Whether `other` is the same kind and checks exactly what this rule checks.
  func checksSame(asAny other: any RuleKind) -> Bool {
    guard let other = other as? Self else { return false }
    return checksSame(as: other)
  }
}

/// A key a rule kind takes beside its own and `message:`, such as `ignore_case` of `one_of`.
struct RuleOption: Sendable {
  /// The key.
  let key: String
  /// The JSON Schema of its value, as JSON text (`formcheck schema` embeds it).
  let schema: String
}

/// A field or store a rule names.
enum RuleReference: Sendable, Equatable {
  /// Another field (`equals`).
  case field(Located<String>)
  /// A store (`absent_in`, `present_in`).
  case store(Located<String>)
}

/// What a rule bounds a passing value by, for static analysis (contradictions, witness
/// values, reachability).
struct RuleBounds: Sendable, Equatable {
  /// The value is at least this long (in the rule's unit).
  var shortest: Int?
  /// The value is at most this long.
  var longest: Int?
  /// The value, read as a number, is at least this.
  var lowest: Double?
  /// The value, read as a number, is at most this.
  var highest: Double?
  /// Whether these bounds are all the rule checks, so that every value within them
  /// passes (`min_length`, `max`), rather than only what each passing value meets (a
  /// `format` checks more than its length). Analysis that reasons from what a rule
  /// rejects (a shadowed rule, FR407) relies only on exact bounds.
  var isExact = false
}

/// What the witness search builds a rule's passing values from.
enum WitnessSeed: Sendable, Equatable {
  /// These values.
  case values([String])
  /// Samples of this pattern.
  case pattern(String)
  /// The value of the field of the rule's ``RuleReference``.
  case copyOfReference
}

/// The outcome of checking one rule against a value.
enum RuleVerdict: Sendable, Equatable {
  /// The value satisfies the rule.
  case pass
  /// It does not; the rule's message applies.
  case fail
  /// It does not, for a reason that needs its own message (a pattern over its match
  /// limit, a custom validator's message).
  case failWithMessage(String)
  /// It could not be checked: a store failed (told as a store error, not as the rule's
  /// verdict).
  case storeError(StoreError)
}
