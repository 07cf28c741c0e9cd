/// Parses and type-checks every `enabled_when`, and warns about conditions that can never
/// change whatever the fields hold (FR303): constants, tautologies such as `a.ok or not
/// a.ok` and contradictions such as `a.ok and not a.ok` (see ``StatusAbstraction``).
struct ConditionPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let fieldNames = Set(context.definition.fields.map(\.name.value))
    let logic = StatusAbstraction(
      anyStatusOfFields: context.definition.fields.map {
        StatusAbstraction.emptyIsValid(
          optional: $0.optional, conditional: $0.requiredWhen != nil || $0.visibleWhen != nil)
      }, fieldIndex: context.fieldIndex)
    for (index, field) in context.definition.fields.enumerated() {
      let scope = field.scope
      if let source = field.enabledWhen {
        context.fieldConditions[index] = check(
          source, scope: scope, fields: fieldNames, logic: logic, in: &context)
        if context.fieldConditions[index] == nil { context.brokenItems.insert(.field(index)) }
      }
      if let source = field.requiredWhen {
        context.requiredConditions[index] = check(
          source, key: "required_when", scope: scope, fields: fieldNames, logic: logic, in: &context)
        if context.requiredConditions[index] == nil { context.brokenItems.insert(.field(index)) }
      }
      if let source = field.visibleWhen {
        context.visibleConditions[index] = check(
          source, key: "visible_when", scope: scope, fields: fieldNames, logic: logic, in: &context)
        if context.visibleConditions[index] == nil { context.brokenItems.insert(.field(index)) }
      }
    }
    for (index, button) in context.definition.buttons.enumerated() {
      if let source = button.enabledWhen {
        context.buttonConditions[index] = check(
          source, scope: [], fields: fieldNames, logic: logic, in: &context)
        if context.buttonConditions[index] == nil { context.brokenItems.insert(.button(index)) }
      }
    }
  }

  /// The checked condition of `source`; nil (its item broken) when it has an error.
  /// `logic` allows every status for every field: what it decides, logic alone decides.
  private func check(
    _ source: Located<String>, key: String = "enabled_when", scope: [String], fields: Set<String>,
    logic: StatusAbstraction, in context: inout CompilationContext
  ) -> Expression? {
    let resolver = context.definition.names.map { PathResolver(names: $0, scope: scope) }
    let (parsed, syntaxErrors) = ExpressionParser.parse(source, resolver: resolver)
    context.diagnostics += syntaxErrors
    guard let parsed, syntaxErrors.isEmpty,
      let expression = context.computed.expand(parsed, diagnostics: &context.diagnostics)
    else { return nil }
    let typeErrors = ExpressionTypeChecker(fieldTypes: context.fieldTypes).check(expression, fields: fields)
    context.diagnostics += typeErrors
    guard typeErrors.isEmpty else { return nil }
    if let holds = logic.constantValue(of: expression) {
      context.report(
        .constantCondition, .warning, at: source.location,
        "'\(key)' is always \(holds ? "true" : "false")")
    }
    return expression
  }
}
