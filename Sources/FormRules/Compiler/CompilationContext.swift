/// The state the compiler's passes share: the decoded spec, what earlier passes resolved,
/// and every diagnostic so far. Each pass reads it and adds to it; none stops the others.
struct CompilationContext {
  /// The spec being compiled (its `holds` rules with computed values expanded by
  /// ``ComputedPass``).
  var definition: FormDefinition
  /// The directory list files are read relative to.
  let baseDirectory: String
  /// Everything found so far.
  var diagnostics: [Diagnostic] = []

  /// Field index by name (first definition wins).
  let fieldIndex: [String: Int]
  /// Store index by name.
  let storeIndex: [String: Int]
  /// Button index by name.
  let buttonIndex: [String: Int]
  /// Service index by name.
  let serviceIndex: [String: Int]

  /// The `computed:` values, expanded (``ComputedPass``; empty before it).
  var computed = ComputedExpansion()
  /// Parsed, type-checked conditions per field (nil: none or broken).
  var fieldConditions: [Expression?]
  /// Parsed, type-checked `required_when` per field (nil: none or broken).
  var requiredConditions: [Expression?]
  /// Parsed, type-checked `visible_when` per field (nil: none or broken).
  var visibleConditions: [Expression?]
  /// Parsed, type-checked conditions per button.
  var buttonConditions: [Expression?]
  /// The syntax of every pattern PCRE2 accepted, by the location of its `pattern:` value
  /// (nil where the analysis cannot read the pattern): compiled once, by ``PatternPass``.
  var patternSyntax: [SourceLocation: PatternSyntax?] = [:]
  /// The templates of each rule's `message:`, by the rule's location (``MessagePass``).
  var messageTemplates: [SourceLocation: Localized<MessageTemplate>] = [:]
  /// Loaded list stores by store index.
  var lists: [Int: ListStore] = [:]
  /// The order enabled gates can be built in.
  var enabledOrder: [Int] = []
  /// The order every field gate (enabled and required flags) can be built in.
  var gateOrder: [ConditionGate] = []
  /// The items an error left unusable: `check` analyses the rest (see ``AnalysableForm``).
  var brokenItems: Set<SpecItem> = []

  /// Creates a context for `definition`.
  init(definition: FormDefinition, baseDirectory: String) {
    self.definition = definition
    self.baseDirectory = baseDirectory
    self.fieldIndex = Self.index(definition.fields.map(\.name.value))
    self.storeIndex = Self.index(definition.stores.map(\.name.value))
    self.buttonIndex = Self.index(definition.buttons.map(\.name.value))
    self.serviceIndex = Self.index(definition.services.map(\.name.value))
    self.fieldConditions = Array(repeating: nil, count: definition.fields.count)
    self.buttonConditions = Array(repeating: nil, count: definition.buttons.count)
    self.requiredConditions = Array(repeating: nil, count: definition.fields.count)
    self.visibleConditions = Array(repeating: nil, count: definition.fields.count)
  }

  /// The `type` of each field whose type is not text, by name, for expressions.
  var fieldTypes: [String: ValueType] {
    var types: [String: ValueType] = [:]
    for field in definition.fields where field.type != .text { types[field.name.value] = field.type }
    return types
  }

  /// Reports a diagnostic; an error that leaves one item unusable names it as `breaking`.
  mutating func report(
    _ code: DiagnosticCode, _ severity: Diagnostic.Severity = .error, at location: SourceLocation,
    _ message: String, notes: [Diagnostic.Note] = [], breaking item: SpecItem? = nil
  ) {
    diagnostics.append(Diagnostic(code, severity, at: location, message, notes: notes))
    if let item { brokenItems.insert(item) }
  }

  /// Reports an unknown name of `kind` ("field", "store", "button") in `item`, suggesting
  /// a close one.
  mutating func reportUnknown(
    _ code: DiagnosticCode, kind: String, _ name: Located<String>, among names: some Collection<String>,
    in item: SpecItem?
  ) {
    var message = "unknown \(kind) '\(name.value)'"
    if let suggestion = NameSuggestion.suggestion(for: name.value, among: names) {
      message += " — did you mean '\(suggestion)'?"
    }
    report(code, at: name.location, message, breaking: item)
  }

  /// An evaluator of the spec's rules without a session, with the list stores loaded so
  /// far.
  var staticEvaluator: StaticRuleEvaluator {
    var byName: [String: ListStore] = [:]
    for (index, list) in lists where index < definition.stores.count {
      byName[definition.stores[index].name.value] = list
    }
    return StaticRuleEvaluator(lengthUnit: definition.lengthUnit, lists: byName)
  }

  private static func index(_ names: [String]) -> [String: Int] {
    var index: [String: Int] = [:]
    for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
    return index
  }
}

/// One static check or resolution step of the compiler. Passes run in a fixed order over
/// one shared ``CompilationContext``; each reports what it finds and never stops the rest.
protocol CompilerPass {
  /// Runs the pass.
  func run(_ context: inout CompilationContext)
}

/// One item of a spec that an error can leave unusable, by its index in the definition.
enum SpecItem: Hashable {
  /// A field: a rule or its `enabled_when` refers to nothing, or cannot be compiled.
  case field(Int)
  /// A button: its `enabled_when` or action refers to nothing, or cannot be compiled.
  case button(Int)
  /// An example that names an unknown field or button.
  case example(Int)
  /// A list: its store or search field is unknown, or its search field is secret.
  case list(Int)
}

extension CompilationContext {
  /// Reports a lower bound above an upper bound of the same field (`min_length` over
  /// `max_length`, `min` over `max`) at whichever rule comes later, with a note at the
  /// other.
  mutating func reportBoundConflict(
    _ code: DiagnosticCode, minimum: RuleDefinition, maximum: RuleDefinition,
    in field: FieldDefinition
  ) {
    let (later, earlier) =
      minimum.location < maximum.location ? (maximum, minimum) : (minimum, maximum)
    report(
      code, at: later.location,
      "'\(minimum.specText)' is larger than '\(maximum.specText)': no value of field '\(field.name.value)' can pass both",
      notes: [Diagnostic.Note("'\(earlier.specText)' is here", at: earlier.location)])
  }
}
