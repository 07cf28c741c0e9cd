/// Finds fields whose `min_length` is larger than their `max_length` (FR402), so that no
/// value can pass both. Rules counting in different units are compared only where the
/// units' order makes the conflict certain (a text is never longer in graphemes than in
/// scalars, nor in scalars than in UTF-16 or UTF-8 units).
struct LengthBoundsPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let formUnit = context.definition.lengthUnit
    // Fields are read in place by index: a copy of each would retain all of its parts.
    let fields = context.definition.fields
    for fieldIndex in fields.indices {
      var minimums: [(Int, LengthUnit, RuleDefinition)] = []
      var maximums: [(Int, LengthUnit, RuleDefinition)] = []
      for rule in fields[fieldIndex].rules {
        let bounds = rule.kind.rule.bounds
        if let minimum = bounds.shortest { minimums.append((minimum, rule.unit ?? formUnit, rule)) }
        if let maximum = bounds.longest { maximums.append((maximum, rule.unit ?? formUnit, rule)) }
      }
      conflict: for (minimum, minimumUnit, minimumRule) in minimums {
        for (maximum, maximumUnit, maximumRule) in maximums
        where minimum > maximum && minimumUnit.neverExceeds(maximumUnit) {
          context.reportBoundConflict(
            .contradictoryLengths, minimum: minimumRule, maximum: maximumRule,
            in: fields[fieldIndex])
          break conflict
        }
      }
    }
  }
}
