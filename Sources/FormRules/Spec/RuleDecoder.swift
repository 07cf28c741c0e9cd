/// Decodes one item of a field's `rules:` list.
enum RuleDecoder {
  /// The keys that choose a rule; a rule has exactly one of them.
  static let ruleKeys = [
    "min_length", "max_length", "pattern", "equals", "one_of", "min", "max", "absent_in",
    "present_in", "custom",
  ]
  /// Every key a rule may have.
  static let keys = ruleKeys + ["message", "unit"]

  /// Decodes the rule item `node` of the field named `field`.
  ///
  /// Reports a rule with no rule key or with two (FR107; not when an unknown key looks
  /// like a misspelt rule key, which FR101 already names), a `unit` on a rule that counts
  /// no length (FR107), and every wrong argument. Returns nil when no rule can be made.
  static func decode(_ node: YAMLNode, field: String, reader: inout SpecReader) -> RuleDefinition? {
    guard
      let mapping = reader.mapping(
        node, as: "a rule", owner: .named("a rule of field '\(field)'"), keys: keys,
        hint: "write a rule as a mapping such as '- min_length: 6'")
    else { return nil }
    let isRuleKey = { (entry: SpecMapping.Entry) in SpecKeys.contains(entry.key.value, in: ruleKeys) }
    guard let first = mapping.entries.firstIndex(where: isRuleKey) else {
      if !mapping.suggestedKeys.contains(where: ruleKeys.contains) {
        let names = ruleKeys.map { "'\($0)'" }.joined(separator: ", ")
        reader.report(.invalidRule, at: mapping.location, "rule needs one of \(names)")
      }
      return nil
    }
    let ruleKey = mapping.entries[first]
    // Later entries are read in place: only a second rule key is named in a diagnostic.
    for index in (first + 1)..<mapping.entries.count
    where SpecKeys.contains(mapping.entries[index].key.value, in: ruleKeys) {
      let extra = mapping.entries[index]
      reader.report(
        .invalidRule, at: extra.keyLocation,
        "rule has both \(ruleKey.what) and \(extra.what); write them as two rules")
    }
    var unit: LengthUnit?
    if let unitEntry = mapping["unit"] {
      if ruleKey.key.value == "min_length" || ruleKey.key.value == "max_length" {
        unit = reader.lengthUnit(unitEntry.value, as: unitEntry.what)
      } else {
        reader.report(
          .invalidRule, at: unitEntry.keyLocation,
          "'unit' only applies to 'min_length' and 'max_length', not to \(ruleKey.what)")
      }
    }
    let message = mapping["message"].flatMap { reader.text($0.value, as: $0.what) }
    guard let kind = kind(of: ruleKey, reader: &reader) else { return nil }
    return RuleDefinition(kind: kind, message: message, unit: unit, location: mapping.location)
  }

  /// Reads the argument of the rule key `entry`.
  private static func kind(of entry: SpecMapping.Entry, reader: inout SpecReader) -> RuleDefinition
    .Kind?
  {
    let value = entry.value
    let what = entry.what
    switch entry.key.value {
    case "min_length":
      return reader.count(value, as: what, largest: SpecLimits.longestLength).map(
        RuleDefinition.Kind.minLength)
    case "max_length":
      return reader.count(value, as: what, largest: SpecLimits.longestLength).map(
        RuleDefinition.Kind.maxLength)
    case "pattern":
      return reader.locatedText(value, as: what, needs: "a pattern").map(
        RuleDefinition.Kind.pattern)
    case "equals":
      return reader.locatedText(value, as: what, needs: "a field name").map(
        RuleDefinition.Kind.equals)
    case "one_of": return oneOf(entry, reader: &reader).map(RuleDefinition.Kind.oneOf)
    case "min":
      return reader.number(value, as: what, largest: SpecLimits.largestNumber).map(RuleDefinition.Kind.min)
    case "max":
      return reader.number(value, as: what, largest: SpecLimits.largestNumber).map(RuleDefinition.Kind.max)
    case "absent_in":
      return reader.locatedText(value, as: what, needs: "a store name").map(
        RuleDefinition.Kind.absentIn)
    case "present_in":
      return reader.locatedText(value, as: what, needs: "a store name").map(
        RuleDefinition.Kind.presentIn)
    case "custom":
      return reader.locatedText(value, as: what, needs: "a validator name").map(
        RuleDefinition.Kind.custom)
    default: return nil
    }
  }

  /// Reads `one_of:`: a non-empty list of scalars, each taken as its text.
  private static func oneOf(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> [String]? {
    guard let items = reader.list(entry.value, as: entry.what) else { return nil }
    guard !items.isEmpty else {
      reader.report(.invalidValue, at: reader.location(of: entry.value), "'one_of' needs at least one value")
      return nil
    }
    let values = items.compactMap { reader.text($0, as: "each value of 'one_of'") }
    return values.count == items.count ? values : nil
  }
}
