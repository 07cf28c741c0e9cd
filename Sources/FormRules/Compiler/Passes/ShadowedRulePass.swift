/// Finds rules that can never be the one that fails, because an earlier rule of the same
/// field already rejects everything they would (FR407, a warning): `min_length: 3` after
/// `min_length: 6`, `max: 100` after `max: 10`, a rule written twice, or a rule every
/// value of an earlier `one_of` passes (store lookups excepted: a list's contents are
/// data, not spec). Rules run in order and the first failure wins,
/// so such a rule — and its message — is dead.
struct ShadowedRulePass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    var evaluator = StaticRuleEvaluator(definition: context.definition, lists: context.lists)
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
    if identical(rule.kind, earlier.kind), (rule.unit ?? formUnit) == (earlier.unit ?? formUnit) {
      return "it repeats the earlier '\(earlier.specText)'"
    }
    let sameUnit = (rule.unit ?? formUnit) == (earlier.unit ?? formUnit)
    switch (earlier.kind, rule.kind) {
    case (.minLength(let first), .minLength(let second)) where sameUnit && second <= first,
      (.maxLength(let first), .maxLength(let second)) where sameUnit && second >= first:
      return "the earlier '\(earlier.specText)' is stricter"
    case (.min(let first), .min(let second)) where second <= first,
      (.max(let first), .max(let second)) where second >= first:
      return "the earlier '\(earlier.specText)' is stricter"
    case (.oneOf, .absentIn), (.oneOf, .presentIn):
      return nil  // a list's contents are data that changes without the spec
    case (.oneOf(let values), _):
      let passing = values.filter { !$0.isEmpty }
      guard !passing.isEmpty, passing.allSatisfy({ evaluator.passes($0, rule) == true }) else {
        return nil
      }
      return "every value the earlier '\(earlier.specText)' allows passes it"
    default:
      return nil
    }
  }

  /// Whether two rules check the same thing, wherever they are written.
  private static func identical(_ lhs: RuleDefinition.Kind, _ rhs: RuleDefinition.Kind) -> Bool {
    switch (lhs, rhs) {
    case (.pattern(let a), .pattern(let b)), (.equals(let a), .equals(let b)),
      (.absentIn(let a), .absentIn(let b)), (.presentIn(let a), .presentIn(let b)),
      (.custom(let a), .custom(let b)):
      return a.value == b.value
    case (.oneOf(let a), .oneOf(let b)): return Set(a) == Set(b)
    default: return lhs == rhs
    }
  }
}
