/// Decodes one item of a field's `rules:` list.
enum RuleDecoder {
  /// The keys that choose a rule (``RuleRegistry/keywords``); a rule has exactly one of
  /// them.
  static let ruleKeys = RuleRegistry.keywords
  /// Every key a rule may have: the kinds' own options (``RuleKind/options``) too.
  static let keys = ruleKeys + ["message", "unit"] + RuleRegistry.optionKeys

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
    let isRuleKey = { (entry: SpecMapping.Entry) in ruleKeys.contains(entry.key.value) }
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
    where ruleKeys.contains(mapping.entries[index].key.value) {
      let extra = mapping.entries[index]
      reader.report(
        .invalidRule, at: extra.keyLocation,
        "rule has both \(ruleKey.what) and \(extra.what); write them as two rules")
    }
    let kindType = RuleRegistry.kind(named: ruleKey.key.value)
    var unit: LengthUnit?
    if let unitEntry = mapping["unit"] {
      if kindType?.countsLength == true {
        unit = reader.lengthUnit(unitEntry.value, as: unitEntry.what)
      } else {
        reader.report(
          .invalidRule, at: unitEntry.keyLocation,
          "'unit' only applies to \(lengthKeywords), not to \(ruleKey.what)")
      }
    }
    let message = mapping["message"].flatMap { reader.localizedText($0.value, as: $0.what) }
    for entry in mapping.entries where RuleRegistry.optionKeys.contains(entry.key.value) {
      let takers = RuleRegistry.keywords(takingOption: entry.key.value)
      if !takers.contains(ruleKey.key.value) {
        reader.report(
          .invalidRule, at: entry.keyLocation,
          "\(entry.what) only applies to \(listed(takers)), not to \(ruleKey.what)")
      }
    }
    guard let kindType, let kind = kind(of: ruleKey, in: mapping, as: kindType, reader: &reader) else {
      return nil
    }
    return RuleDefinition(kind: kind, message: message, unit: unit, location: mapping.location)
  }

  /// Reads the argument of the rule key `entry` of the rule `mapping`, a rule of kind
  /// `type`.
  private static func kind<Kind: RuleKind>(
    of entry: SpecMapping.Entry, in mapping: SpecMapping, as type: Kind.Type, reader: inout SpecReader
  ) -> RuleDefinition.Kind? {
    Kind.decode(entry, in: mapping, reader: &reader)?.kind
  }

  /// The kinds that take `unit:`, as a diagnostic names them: `'min_length' and 'max_length'`.
  private static var lengthKeywords: String {
    listed(RuleRegistry.kinds.filter { $0.countsLength }.map { $0.keyword })
  }

  /// Keywords as a diagnostic names them: `'min_length' and 'max_length'`.
  private static func listed(_ keywords: [String]) -> String {
    let names = keywords.map { "'\($0)'" }
    guard let last = names.last, names.count > 1 else { return names.last ?? "no rule" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
