/// Decides, without a session, whether a value passes one rule of a field — for the rules
/// that need nothing but the value: lengths, patterns, `one_of`, `min` / `max`, and
/// lookups in list stores. Rules that read other fields, tables or custom validators are
/// undecidable here (nil).
///
/// Holds compiled patterns, so it is used by one thread and then dropped.
struct StaticRuleEvaluator {
  /// The form-wide length unit.
  let lengthUnit: LengthUnit
  /// List stores by name, as loaded by the compiler.
  let lists: [String: ListStore]
  /// Patterns compiled so far, by source (nil: PCRE2 rejected it).
  private var patterns: [String: CompiledPattern?] = [:]
  /// The values of each `one_of` asked about so far, by the rule's location: a value is
  /// looked up, not searched for, so checking every value of one long `one_of` against
  /// another stays linear.
  private var oneOfValues: [SourceLocation: Set<String>] = [:]

  /// An evaluator for the rules of `definition`, with the list stores `lists` (by store
  /// index, as ``CompilationContext`` holds them).
  init(definition: FormDefinition, lists: [Int: ListStore]) {
    self.lengthUnit = definition.lengthUnit
    var byName: [String: ListStore] = [:]
    for (index, list) in lists where index < definition.stores.count {
      byName[definition.stores[index].name.value] = list
    }
    self.lists = byName
  }

  /// Whether non-empty `value` passes `rule`; nil when that cannot be known statically.
  mutating func passes(_ value: String, _ rule: RuleDefinition) -> Bool? {
    switch rule.kind {
    case .minLength(let minimum): return (rule.unit ?? lengthUnit).length(of: value) >= minimum
    case .maxLength(let maximum): return (rule.unit ?? lengthUnit).length(of: value) <= maximum
    case .oneOf(let allowed):
      if let known = oneOfValues[rule.location] { return known.contains(value) }
      let values = Set(allowed)
      oneOfValues[rule.location] = values
      return values.contains(value)
    case .min(let limit): return NumericText.number(from: value).map { $0 >= limit } ?? false
    case .max(let limit): return NumericText.number(from: value).map { $0 <= limit } ?? false
    case .pattern(let source):
      guard let pattern = compiled(source.value) else { return nil }
      switch pattern.matches(value) {
      case .match: return true
      case .noMatch: return false
      case .limitExceeded, .error: return nil
      }
    case .absentIn(let store): return lists[store.value].map { !$0.contains(value) }
    case .presentIn(let store): return lists[store.value].map { $0.contains(value) }
    case .equals, .custom: return nil
    }
  }

  /// The compiled `source`, compiling it on first use.
  private mutating func compiled(_ source: String) -> CompiledPattern? {
    if let known = patterns[source] { return known }
    let pattern = try? CompiledPattern.compile(source, jit: false).get()
    patterns[source] = pattern
    return pattern
  }
}
