/// Finds fields whose `min` is larger than their `max` (FR403), so that no number can
/// pass both.
struct NumericBoundsPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    // Fields are read in place by index: a copy of each would retain all of its parts.
    let fields = context.definition.fields
    for fieldIndex in fields.indices {
      let rules = fields[fieldIndex].rules
      let minimums = rules.compactMap { rule -> (Double, RuleDefinition)? in
        rule.kind.rule.bounds.lowest.map { ($0, rule) }
      }
      let maximums = rules.compactMap { rule -> (Double, RuleDefinition)? in
        rule.kind.rule.bounds.highest.map { ($0, rule) }
      }
      guard let (minimum, minimumRule) = minimums.max(by: { $0.0 < $1.0 }),
        let (maximum, maximumRule) = maximums.min(by: { $0.0 < $1.0 }), minimum > maximum
      else { continue }
      context.reportBoundConflict(
        .contradictoryBounds, minimum: minimumRule, maximum: maximumRule, in: fields[fieldIndex])
    }
  }
}
