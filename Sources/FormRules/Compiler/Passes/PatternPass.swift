/// Compiles every `pattern` with PCRE2, pointing compile errors at the offending character,
/// and records the syntax of the valid ones for the analysis passes. (Sessions compile
/// their own copies: PCRE2 match scratch space is per thread.)
struct PatternPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    for (index, field) in context.definition.fields.enumerated() {
      for rule in field.rules {
        guard case .pattern(let pattern) = rule.kind else { continue }
        let source = pattern.source
        switch CompiledPattern.compile(source.value, jit: false) {
        case .success:
          context.patternSyntax[source.location] = PatternSyntaxParser.parse(source.value)
        case .failure(let error):
          context.diagnostics.append(error.diagnostic(at: source.location))
          context.brokenItems.insert(.field(index))
        }
      }
    }
  }
}
