/// Decodes one entry of `fields:`.
enum FieldDecoder {
  /// The keys a field may have.
  static let keys = [
    "label", "secret", "optional", "enabled_when", "required_when", "visible_when", "debounce", "rules", "ok",
    "normalize", "type", "save",
  ]

  /// Decodes the field `name` from `node`; a null node (`nickname:` with nothing after
  /// it) is a field with no settings and no rules. Returns nil only when `node` is not a
  /// mapping.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> FieldDefinition?
  {
    if case .mapping(let pairs) = node.content, pairs.contains(where: { $0.key.scalarText == "fields" }) {
      return GroupDecoder.decode(name: name, node: node, reader: &reader)
    }
    guard
      let mapping = reader.mapping(
        node, as: "field '\(name.value)'", owner: .named("field '\(name.value)'"), keys: keys,
        nullIsEmpty: true)
    else { return nil }
    var field = FieldDefinition(
      name: name, label: nil, secret: false, optional: false, enabledWhen: nil, debounce: nil,
      rules: [], okMessage: nil)
    field.scope = reader.scope
    for entry in mapping.entries {
      switch entry.key.value {
      case "label": field.label = reader.localizedText(entry.value, as: entry.what)
      case "secret": field.secret = reader.bool(entry.value, as: entry.what) ?? false
      case "optional": field.optional = reader.bool(entry.value, as: entry.what) ?? false
      case "enabled_when":
        field.enabledWhen = reader.locatedText(entry.value, as: entry.what, needs: "an expression")
      case "required_when":
        field.requiredWhen = reader.locatedText(entry.value, as: entry.what, needs: "an expression")
      case "visible_when":
        field.visibleWhen = reader.locatedText(entry.value, as: entry.what, needs: "an expression")
      case "debounce": field.debounce = reader.duration(entry.value, as: entry.what)
      case "rules":
        let items = reader.list(entry.value, as: entry.what, nullIsEmpty: true) ?? []
        field.rules = items.compactMap {
          RuleDecoder.decode($0, field: name.value, reader: &reader)
        }
      case "ok": field.okMessage = reader.localizedText(entry.value, as: entry.what)
      case "normalize": field.normalize = normalizers(entry, reader: &reader)
      case "type": field.type = reader.word(entry.value, as: entry.what, noun: "type") ?? .text
      case "save": field.save = SaveDecoder.decode(entry, field: name.value, reader: &reader)
      default: break
      }
    }
    if field.secret { reportSecretNormalizers(field, reader: &reader) }
    let requirement = mapping.present(["optional", "required_when"])
    if requirement.count == 2 {
      // `optional: true` is `required_when: false`: two answers to one question.
      reader.report(
        .conflictingKeys, at: requirement[1].keyLocation,
        "field '\(name.value)' has both \(requirement[0].what) and \(requirement[1].what); keep one")
    }
    return field
  }

  /// The steps of `normalize:`, each one of ``TextNormalizer``'s keywords (FR106 with a
  /// suggestion for another text).
  private static func normalizers(_ entry: SpecMapping.Entry, reader: inout SpecReader)
    -> [Located<TextNormalizer>]
  {
    let items = reader.list(entry.value, as: entry.what, nullIsEmpty: true) ?? []
    return items.compactMap { item in
      let step: TextNormalizer? = reader.word(item, as: entry.what, noun: "normalize step")
      return step.map { Located(value: $0, location: reader.location(of: item)) }
    }
  }

  /// Reports each step a secret field cannot take (FR210): any but `nfkc` would make
  /// different secrets equal.
  private static func reportSecretNormalizers(_ field: FieldDefinition, reader: inout SpecReader) {
    for step in field.normalize where !step.value.appliesToSecrets {
      reader.report(
        .secretNormalizer, at: step.location,
        "secret field '\(field.name.value)' cannot take the normalize step '\(step.value.rawValue)': "
          + "it would make different secrets equal; only 'nfkc' applies to a secret")
    }
  }
}
