/// Decodes one entry of `fields:`.
enum FieldDecoder {
  /// The keys a field may have.
  static let keys = ["label", "secret", "optional", "enabled_when", "debounce", "rules", "ok", "type"]

  /// Decodes the field `name` from `node`; a null node (`nickname:` with nothing after
  /// it) is a field with no settings and no rules. Returns nil only when `node` is not a
  /// mapping.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> FieldDefinition?
  {
    guard
      let mapping = reader.mapping(
        node, as: "field '\(name.value)'", owner: .named("field '\(name.value)'"), keys: keys,
        nullIsEmpty: true)
    else { return nil }
    var field = FieldDefinition(
      name: name, label: nil, secret: false, optional: false, enabledWhen: nil, debounce: nil,
      rules: [], okMessage: nil)
    for entry in mapping.entries {
      switch entry.key.value {
      case "label": field.label = reader.text(entry.value, as: entry.what)
      case "secret": field.secret = reader.bool(entry.value, as: entry.what) ?? false
      case "optional": field.optional = reader.bool(entry.value, as: entry.what) ?? false
      case "enabled_when":
        field.enabledWhen = reader.locatedText(entry.value, as: entry.what, needs: "an expression")
      case "debounce": field.debounce = reader.duration(entry.value, as: entry.what)
      case "rules":
        let items = reader.list(entry.value, as: entry.what, nullIsEmpty: true) ?? []
        field.rules = items.compactMap {
          RuleDecoder.decode($0, field: name.value, reader: &reader)
        }
      case "ok": field.okMessage = reader.text(entry.value, as: entry.what)
      case "type": field.type = reader.keyword(entry.value, as: entry.what, naming: "type") ?? .text
      default: break
      }
    }
    return field
  }
}
