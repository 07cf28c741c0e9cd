extension RuleDefinition {
  /// The rule as a spec writes it, for messages: `min_length: 6`, `pattern: [0-9]{4}`,
  /// `one_of: [red, green]`, `max_length: 4 (utf8)` — long patterns and lists shortened
  /// (``BoundedText``).
  var specText: String {
    let unitSuffix = unit.map { " (\($0.rawValue))" } ?? ""
    switch kind {
    case .minLength(let minimum): return "min_length: \(minimum)\(unitSuffix)"
    case .maxLength(let maximum): return "max_length: \(maximum)\(unitSuffix)"
    case .pattern(let source): return "pattern: \(BoundedText.clipped(source.value))"
    case .equals(let field): return "equals: \(field.value)"
    case .oneOf(let values): return "one_of: [\(BoundedText.inline(values))]"
    case .min(let limit): return "min: \(DefaultMessages.format(limit))"
    case .max(let limit): return "max: \(DefaultMessages.format(limit))"
    case .absentIn(let store): return "absent_in: \(store.value)"
    case .presentIn(let store): return "present_in: \(store.value)"
    case .custom(let name): return "custom: \(name.value)"
    }
  }
}
