/// Finds rule arguments that do not fit their field's `type` (FR409): a date limit on a
/// number field, a number limit on a date field. Each rule kind says what fits
/// (``RuleKind/misfit(on:)``); the field is left out of the session (it is broken).
struct TypeFitPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let fields = context.definition.fields
    for index in fields.indices {
      for rule in fields[index].rules {
        guard let misfit = rule.kind.rule.misfit(on: fields[index].type) else { continue }
        context.report(.typeMisfit, at: misfit.location, misfit.value, breaking: .field(index))
      }
    }
  }
}
