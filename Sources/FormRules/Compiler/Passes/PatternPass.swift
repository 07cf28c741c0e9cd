/// Compiles every `pattern` with PCRE2, pointing compile errors at the offending character.
/// (Sessions compile their own copies: PCRE2 match scratch space is per thread.)
struct PatternPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    for field in context.definition.fields {
      for rule in field.rules {
        guard case .pattern(let source) = rule.kind,
          case .failure(let error) = CompiledPattern.compile(source.value)
        else { continue }
        context.diagnostics.append(error.diagnostic(at: source.location))
      }
    }
  }
}
