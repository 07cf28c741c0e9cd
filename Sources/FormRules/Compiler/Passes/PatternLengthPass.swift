/// Finds patterns that cannot match any length the field's `min_length` / `max_length`
/// allow (FR404): `[0-9]{4}` with `min_length: 6`, or a pattern that only matches the
/// empty value. The pattern's shortest and longest match are worked out in scalars by
/// ``PatternSyntax``; a pattern it cannot read is left alone.
struct PatternLengthPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let formUnit = context.definition.lengthUnit
    for field in context.definition.fields {
      for rule in field.rules {
        guard case .pattern(let pattern) = rule.kind else { continue }
        let source = pattern.source
        guard let parsed = context.patternSyntax[source.location], let syntax = parsed
        else { continue }
        let range = syntax.lengthRange
        if range.max == 0 {
          context.report(
            .patternLengthConflict, at: source.location,
            "pattern '\(BoundedText.clipped(source.value))' only matches the empty value, so no value of field '\(field.name.value)' can pass it"
          )
          continue
        }
        let neutral = syntax.isUnitNeutral
        for other in field.rules {
          guard let conflict = conflict(of: range, neutral: neutral, with: other, formUnit: formUnit)
          else { continue }
          context.report(
            .patternLengthConflict, at: source.location,
            "pattern '\(BoundedText.clipped(source.value))' only matches \(Self.describe(range)), but '\(other.specText)' \(conflict)",
            notes: [Diagnostic.Note("'\(other.specText)' is here", at: other.location)])
          break
        }
      }
    }
  }

  /// Why `rule` rules out every match of a pattern matching `range` scalars, or nil.
  private func conflict(
    of range: (min: Int, max: Int?), neutral: Bool, with rule: RuleDefinition, formUnit: LengthUnit
  ) -> String? {
    let bounds = rule.kind.rule.bounds
    let unit = rule.unit ?? formUnit
    if let minimum = bounds.shortest,
      let longest = range.max.map({ neutral ? $0 : $0 * Self.widest(unit) }), longest < minimum
    {
      return "needs at least \(minimum)"
    }
    if let maximum = bounds.longest {
      let shortest = neutral || unit != .graphemes ? range.min : min(range.min, 1)
      if shortest > maximum { return "allows at most \(maximum)" }
    }
    return nil
  }

  /// The most units one scalar can take in `unit`.
  private static func widest(_ unit: LengthUnit) -> Int {
    switch unit {
    case .graphemes, .scalars: 1
    case .utf16: 2
    case .utf8: 4
    }
  }

  /// `values of 4 characters`, `values of 2 to 5 characters`, `values of at least 3…`.
  private static func describe(_ range: (min: Int, max: Int?)) -> String {
    let plural: (Int) -> String = { $0 == 1 ? "character" : "characters" }
    guard let maximum = range.max else { return "values of at least \(range.min) \(plural(range.min))" }
    if maximum == range.min { return "values of \(maximum) \(plural(maximum))" }
    if range.min == 0 { return "values of at most \(maximum) \(plural(maximum))" }
    return "values of \(range.min) to \(maximum) characters"
  }
}
