/// Expands the `computed:` values (``ComputedExpansion``: cycles FR501, type errors FR201
/// and FR302, reported where each value is defined) and, in every `holds` rule, the
/// computed values it reads, so that the rule re-checks when a field under them changes.
/// Conditions are expanded as ``ConditionPass`` parses them. A field whose `holds` reads
/// a broken computed value is broken, and that rule is dropped (what is wrong with it is
/// reported once, where the value is defined).
struct ComputedPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    guard !context.definition.computed.isEmpty else { return }
    context.computed = ComputedExpansion(
      context.definition.computed,
      checker: ExpressionTypeChecker(context: "computed", fieldTypes: context.fieldTypes),
      fields: Set(context.definition.fields.map(\.name.value)), diagnostics: &context.diagnostics)
    for field in context.definition.fields.indices {
      for position in context.definition.fields[field].rules.indices.reversed() {
        guard case .holds(let rule) = context.definition.fields[field].rules[position].kind else { continue }
        guard let expanded = context.computed.expand(rule.expression, diagnostics: &context.diagnostics)
        else {
          context.brokenItems.insert(.field(field))
          context.definition.fields[field].rules.remove(at: position)
          continue
        }
        context.definition.fields[field].rules[position].kind = .holds(
          HoldsRule(source: rule.source, expression: expanded))
      }
    }
  }
}
