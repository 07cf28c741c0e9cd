/// Warns about patterns that can backtrack catastrophically (FR408): nested unbounded
/// repetition such as `(a+)+` and repeated alternatives that can match alike such as
/// `(a|ab)*`, pointing at the repetition. See ``BacktrackingDetector``.
struct BacktrackingPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    for field in context.definition.fields {
      for rule in field.rules {
        guard case .pattern(let pattern) = rule.kind else { continue }
        let source = pattern.source
        guard let parsed = context.patternSyntax[source.location], let syntax = parsed
        else { continue }
        let scalars = Array(source.value.unicodeScalars)
        for finding in BacktrackingDetector.findings(in: syntax) {
          let text = String(String.UnicodeScalarView(scalars[finding.source]))
          let why =
            switch finding.shape {
            case .nestedRepetition: "it repeats something that itself repeats"
            case .overlappingAlternatives: "it repeats alternatives that can match the same text"
            }
          context.report(
            .catastrophicBacktracking, .warning,
            at: SourceCursor.location(
              ofScalarAt: finding.source.lowerBound, in: source.value, from: source.location),
            "pattern '\(BoundedText.clipped(source.value))' of field '\(field.name.value)' can backtrack catastrophically at '\(BoundedText.clipped(text))': \(why)",
            notes: [
              Diagnostic.Note(
                "a value that almost matches can exceed the matching step limit and fail; make the repetition unambiguous or possessive (e.g. '++')"
              )
            ])
        }
      }
    }
  }
}
