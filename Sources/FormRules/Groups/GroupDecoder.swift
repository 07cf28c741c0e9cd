/// Decodes a field with `fields:`: a group, or with `repeat:` a repeated group.
enum GroupDecoder {
  /// The keys a group may have.
  static let keys = ["label", "fields", "computed", "repeat", "rules"]

  /// Decodes the group `name` from `node` (a mapping with `fields:`).
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader) -> FieldDefinition? {
    let what = "group '\(name.value)'"
    guard let mapping = reader.mapping(node, as: what, owner: .named(what), keys: keys) else { return nil }
    var field = FieldDefinition(
      name: name, label: nil, secret: false, optional: false, enabledWhen: nil, debounce: nil, rules: [],
      okMessage: nil)
    field.scope = reader.scope
    var group = GroupDefinition()
    reader.scope.append(name.value)
    defer { reader.scope.removeLast() }
    for entry in mapping.entries {
      switch entry.key.value {
      case "label": field.label = reader.localizedText(entry.value, as: entry.what)
      case "fields":
        group.fields = SpecDecoder.named(entry, kind: "field", reader: &reader, FieldDecoder.decode)
        if group.fields.isEmpty {
          reader.report(.missingKey, at: reader.location(of: entry.value), "\(what) needs at least one field")
        }
      case "computed":
        group.computed = SpecDecoder.named(
          entry, kind: "computed value", reader: &reader, ComputedDecoder.decode)
      case "repeat": group.repeatBounds = bounds(entry, reader: &reader)
      case "rules": group.unique = uniqueRules(entry, group: what, reader: &reader)
      default: break
      }
    }
    if group.repeatBounds == nil, let rules = mapping["rules"], !group.unique.isEmpty {
      reader.report(
        .invalidRule, at: rules.keyLocation,
        "\(what) is not repeated: 'unique' compares the items of a 'repeat:' group")
    }
    field.group = group
    return field
  }

  /// `repeat: { min: …, max: … }`; a `min` above the `max` is FR106.
  private static func bounds(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> RepeatBounds? {
    let location = reader.location(of: entry.value)
    guard
      let mapping = reader.mapping(
        entry.value, as: entry.what, owner: .named(entry.what), keys: ["min", "max"], nullIsEmpty: true)
    else { return RepeatBounds(location: location) }
    var bounds = RepeatBounds(location: location)
    for item in mapping.entries {
      let where_ = reader.location(of: item.value)
      guard
        let count = reader.count(
          item.value, as: "'repeat: \(item.key.value)'", largest: RepeatBounds.largestCount)
      else { continue }
      let located = Located(value: count, location: where_)
      if item.key.value == "min" { bounds.min = located } else { bounds.max = located }
    }
    if let min = bounds.min, let max = bounds.max, min.value > max.value {
      reader.report(
        .invalidValue, at: min.location,
        "'repeat: min' (\(min.value)) is above 'max' (\(max.value)): no number of items fits",
        notes: [Diagnostic.Note("'max' is here", at: max.location)])
    }
    return bounds
  }

  /// The rules of a repeated group: each `- unique: FIELD` with an optional `message:`.
  private static func uniqueRules(_ entry: SpecMapping.Entry, group: String, reader: inout SpecReader)
    -> [UniqueDefinition]
  {
    let items = reader.list(entry.value, as: entry.what, nullIsEmpty: true) ?? []
    return items.compactMap { item in
      guard
        let mapping = reader.mapping(
          item, as: "a rule of \(group)", owner: .named("a rule of \(group)"), keys: ["unique", "message"],
          hint: "a repeated group's rules compare its items: '- unique: FIELD'")
      else { return nil }
      guard let unique = mapping["unique"] else {
        reader.report(.invalidRule, at: mapping.location, "a rule of \(group) needs 'unique: FIELD'")
        return nil
      }
      guard let field = reader.locatedText(unique.value, as: unique.what, needs: "a field of the group")
      else {
        return nil
      }
      return UniqueDefinition(
        field: field,
        message: mapping["message"].flatMap {
          reader.localizedText($0.value, as: $0.what)
        })
    }
  }
}
