extension RuleDefinition {
  /// The rule as a spec writes it, for messages: `min_length: 6`, `pattern: [0-9]{4}`,
  /// `one_of: [red, green]`, `max_length: 4 (utf8)` — long patterns and lists shortened
  /// (``RuleKind/argumentText``).
  var specText: String {
    let rule = kind.rule
    let unitSuffix = unit.map { " (\($0.rawValue))" } ?? ""
    return "\(type(of: rule).keyword): \(rule.argumentText)\(unitSuffix)"
  }
}
