/// Checks every `one_of` value against the field's other rules that can be decided
/// without a session (lengths, patterns, `min` / `max`, other `one_of`s, list stores).
/// When every value breaks one of them, no value can pass (FR405, an error); values that
/// break one can never pass, a warning (FR406). Either is one diagnostic per `one_of`,
/// naming a few of the values (``BoundedText``) and noting each rule they break.
struct OneOfPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    var evaluator = context.staticEvaluator
    // Fields are read in place by index: a copy of each would retain all of its parts.
    let fields = context.definition.fields
    for fieldIndex in fields.indices {
      let field = fields[fieldIndex].name.value
      let rules = fields[fieldIndex].rules
      for (index, rule) in rules.enumerated() {
        // With ignore_case, a value that breaks another rule may pass it in another case.
        guard case .oneOf(let oneOf) = rule.kind, !oneOf.ignoresCase else { continue }
        let values = oneOf.values
        let others = rules.enumerated().filter { $0.offset != index }.map(\.element)
        let checked = values.filter { !$0.isEmpty }
        let broken = checked.compactMap { value -> (String, RuleDefinition)? in
          others.first { evaluator.passes(value, $0.kind, unit: $0.unit ?? evaluator.lengthUnit) == false }
            .map { (value, $0) }
        }
        guard !broken.isEmpty else { continue }
        let notes = Self.notes(for: broken)
        let reasons = BoundedText.listing(
          broken.map { "'\(BoundedText.clipped($0.0))' breaks '\($0.1.specText)'" })
        if broken.count == checked.count {
          context.report(
            .unsatisfiableOneOf, at: rule.location,
            "every value of '\(rule.specText)' breaks another rule of field '\(field)': \(reasons)",
            notes: notes)
        } else if let (value, other) = broken.first, broken.count == 1 {
          context.report(
            .deadOneOfValue, .warning, at: rule.location,
            "'one_of' value '\(BoundedText.clipped(value))' of field '\(field)' can never pass: it breaks '\(other.specText)'",
            notes: notes)
        } else {
          context.report(
            .deadOneOfValue, .warning, at: rule.location,
            "\(broken.count) 'one_of' values of field '\(field)' can never pass: \(reasons)", notes: notes)
        }
      }
    }
  }

  /// One note per distinct rule broken, at that rule.
  private static func notes(for broken: [(String, RuleDefinition)]) -> [Diagnostic.Note] {
    var seen: [SourceLocation] = []
    return broken.compactMap { _, rule in
      guard !seen.contains(rule.location) else { return nil }
      seen.append(rule.location)
      return Diagnostic.Note("'\(rule.specText)' is here", at: rule.location)
    }
  }
}
