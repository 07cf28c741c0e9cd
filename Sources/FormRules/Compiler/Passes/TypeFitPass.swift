/// Finds rule arguments that do not fit the form's types: a limit that does not fit its
/// field's `type` (FR409: a date limit on a number field, a number limit on a date field;
/// ``RuleKind/misfit(on:)``), an expression that reads unknown fields or is ill-typed
/// (FR201, FR302: `holds`; ``RuleKind/problems(fields:types:)``). The field is left out of
/// the session (it is broken).
struct TypeFitPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let fields = context.definition.fields
    let names = Set(fields.map(\.name.value))
    let types = context.fieldTypes
    for index in fields.indices {
      for rule in fields[index].rules {
        let problems = rule.kind.rule.problems(fields: names, types: types)
        context.diagnostics += problems
        if !problems.isEmpty { context.brokenItems.insert(.field(index)) }
        guard let misfit = rule.kind.rule.misfit(on: fields[index].type) else { continue }
        context.report(.typeMisfit, at: misfit.location, misfit.value, breaking: .field(index))
      }
    }
  }
}
