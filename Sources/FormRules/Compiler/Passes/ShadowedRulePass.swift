/// Finds rules that can never be the one that fails, because an earlier rule of the same
/// field already rejects everything they would (FR407, a warning): `min_length: 3` after
/// `min_length: 6`, `max: 100` after `max: 10`, a rule written twice, or a rule every
/// value of an earlier `one_of` passes (store lookups excepted: a list's contents are
/// data, not spec). Rules run in order and the first failure wins,
/// so such a rule — and its message — is dead.
struct ShadowedRulePass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    var evaluator = context.staticEvaluator
    let formUnit = context.definition.lengthUnit
    // Fields are read in place by index: a copy of each would retain all of its parts.
    let fields = context.definition.fields
    for fieldIndex in fields.indices {
      let rules = fields[fieldIndex].rules
      for (index, rule) in rules.enumerated() {
        for earlier in rules[..<index] {
          guard
            let reason = Self.shadowing(
              of: rule, by: earlier, formUnit: formUnit, evaluator: &evaluator)
          else { continue }
          context.report(
            .shadowedRule, .warning, at: rule.location,
            "rule '\(rule.specText)' of field '\(fields[fieldIndex].name.value)' can never fail: \(reason)",
            notes: [Diagnostic.Note("'\(earlier.specText)' is here", at: earlier.location)])
          break
        }
      }
    }
  }

  /// Why `earlier` makes `rule` dead, or nil when it does not.
  private static func shadowing(
    of rule: RuleDefinition, by earlier: RuleDefinition, formUnit: LengthUnit,
    evaluator: inout StaticRuleEvaluator
  ) -> String? {
    let sameUnit = (rule.unit ?? formUnit) == (earlier.unit ?? formUnit)
    if sameUnit, rule.kind.rule.checksSame(asAny: earlier.kind.rule) {
      return "it repeats the earlier '\(earlier.specText)'"
    }
    if isStricter(earlier.kind.rule.bounds, than: rule.kind.rule.bounds, sameUnit: sameUnit) {
      return "the earlier '\(earlier.specText)' is stricter"
    }
    // A list's contents are data that changes without the spec.
    guard case .oneOf(let oneOf) = earlier.kind, !oneOf.ignoresCase, !rule.kind.rule.readsStore else {
      return nil
    }
    let passing = oneOf.values.filter { !$0.isEmpty }
    guard !passing.isEmpty,
      passing.allSatisfy({ evaluator.passes($0, rule.kind, unit: rule.unit ?? formUnit) == true })
    else {
      return nil
    }
    return "every value the earlier '\(earlier.specText)' allows passes it"
  }

  /// Whether a rule bounded by `earlier` rejects everything one bounded by `later` does:
  /// `later` checks nothing but its bounds, both bound the same side of the length (in the
  /// same unit) or of the number, and `earlier` at least as tightly.
  private static func isStricter(_ earlier: RuleBounds, than later: RuleBounds, sameUnit: Bool) -> Bool {
    guard later.isExact else { return false }
    if sameUnit, let first = earlier.shortest, let second = later.shortest, second <= first { return true }
    if sameUnit, let first = earlier.longest, let second = later.longest, second >= first { return true }
    if let first = earlier.lowest, let second = later.lowest, second <= first { return true }
    if let first = earlier.highest, let second = later.highest, second >= first { return true }
    return false
  }

}
