/// The state the compiler's passes share: the decoded spec, what earlier passes resolved,
/// and every diagnostic so far. Each pass reads it and adds to it; none stops the others.
struct CompilationContext {
  /// The spec being compiled.
  let definition: FormDefinition
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

  /// Parsed, type-checked conditions per field (nil: none or broken).
  var fieldConditions: [Expression?]
  /// Parsed, type-checked conditions per button.
  var buttonConditions: [Expression?]
  /// The syntax of every pattern PCRE2 accepted, by the location of its `pattern:` value
  /// (nil where the analysis cannot read the pattern): compiled once, by ``PatternPass``.
  var patternSyntax: [SourceLocation: PatternSyntax?] = [:]
  /// Loaded list stores by store index.
  var lists: [Int: ListStore] = [:]
  /// The order enabled gates can be built in.
  var enabledOrder: [Int] = []
  /// The items an error left unusable: `check` analyses the rest (see ``AnalysableForm``).
  var brokenItems: Set<SpecItem> = []

  /// Creates a context for `definition`.
  init(definition: FormDefinition, baseDirectory: String) {
    self.definition = definition
    self.baseDirectory = baseDirectory
    self.fieldIndex = Self.index(definition.fields.map(\.name.value))
    self.storeIndex = Self.index(definition.stores.map(\.name.value))
    self.buttonIndex = Self.index(definition.buttons.map(\.name.value))
    self.fieldConditions = Array(repeating: nil, count: definition.fields.count)
    self.buttonConditions = Array(repeating: nil, count: definition.buttons.count)
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
    in item: SpecItem
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
