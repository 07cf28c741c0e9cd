/// Decodes one entry of `buttons:`.
enum ButtonDecoder {
  /// The keys a button may have.
  static let keys = ["enabled_when", "action", "ok", "failed"]
  /// The keys of a button's `action:`.
  static let actionKeys = ["insert", "verify", "fields", "service", "request"]

  /// Decodes the button `name` from `node`; a null node is a button with no settings.
  /// Returns nil only when `node` is not a mapping.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> ButtonDefinition?
  {
    let owner = SpecOwner.named("button '\(name.value)'")
    guard
      let mapping = reader.mapping(
        node, as: owner.description, owner: owner, keys: keys, nullIsEmpty: true)
    else { return nil }
    var button = ButtonDefinition(
      name: name, enabledWhen: nil, action: nil, okMessage: nil, failedMessage: nil)
    for entry in mapping.entries {
      switch entry.key.value {
      case "enabled_when":
        button.enabledWhen = reader.locatedText(entry.value, as: entry.what, needs: "an expression")
      case "action": button.action = action(entry.value, button: name.value, reader: &reader)
      case "ok": button.okMessage = reader.localizedText(entry.value, as: entry.what)
      case "failed": button.failedMessage = reader.localizedText(entry.value, as: entry.what)
      default: break
      }
    }
    return button
  }

  /// Reads `action:`: `insert: STORE` (with optional `fields: [NAME, …]`),
  /// `verify: STORE`, or `service: NAME` with `request: LINE`.
  private static func action(_ node: YAMLNode, button: String, reader: inout SpecReader)
    -> ButtonDefinition.Action?
  {
    let owner = SpecOwner.named("the action of button '\(button)'")
    guard
      let mapping = reader.mapping(
        node, as: "'action'", owner: owner, keys: actionKeys,
        hint: "write an action as 'insert: STORE', 'verify: STORE' or '{ service: NAME, request: LINE }'")
    else { return nil }
    let verbs = mapping.present(["insert", "verify", "service"])
    guard let verb = verbs.first else {
      reader.reportMissing(["insert", "verify", "service"], in: mapping, owner: owner)
      return nil
    }
    let request = mapping["request"]
    if verb.key.value == "service" {
      return serviceAction(verb, request: request, fields: mapping["fields"], owner: owner, reader: &reader)
    }
    if let request {
      reader.report(
        .conflictingKeys, at: request.keyLocation,
        "'request' only applies to 'service', and \(owner.description) is '\(verb.key.value)'")
    }
    if verbs.count >= 2 {
      reader.report(
        .conflictingKeys, at: verbs[1].keyLocation,
        "\(owner.description) has both \(verb.what) and \(verbs[1].what); keep one")
    }
    let store = reader.locatedText(verb.value, as: verb.what, needs: "a store name")
    let fieldsEntry = mapping["fields"]
    if verb.key.value == "verify" {
      if let fieldsEntry {
        reader.report(
          .conflictingKeys, at: fieldsEntry.keyLocation,
          "'fields' only applies to 'insert', and \(owner.description) is 'verify'")
      }
      return store.map { .verify(store: $0) }
    }
    let fields = fieldsEntry.flatMap { fieldNames($0, reader: &reader) }
    return store.map { .insert(store: $0, fields: fields) }
  }

  /// Reads `service: NAME` and its `request:` (required); `fields:` does not apply.
  private static func serviceAction(
    _ service: SpecMapping.Entry, request: SpecMapping.Entry?, fields: SpecMapping.Entry?, owner: SpecOwner,
    reader: inout SpecReader
  ) -> ButtonDefinition.Action? {
    if let fields {
      reader.report(
        .conflictingKeys, at: fields.keyLocation,
        "'fields' only applies to 'insert', and \(owner.description) is 'service'")
    }
    guard let name = reader.locatedText(service.value, as: service.what, needs: "a service name") else {
      return nil
    }
    guard let request else {
      reader.report(
        .missingKey, at: service.keyLocation, "\(owner.description) needs 'request' with 'service'")
      return .service(service: name, request: nil)
    }
    return .service(service: name, request: ServiceDecoder.requestLine(request, reader: &reader))
  }

  /// Reads an action's `fields:`: a list of field names.
  private static func fieldNames(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> [Located<
    String
  >]? {
    guard let items = reader.list(entry.value, as: entry.what) else { return nil }
    let names = items.compactMap {
      reader.locatedText($0, as: "each item of 'fields'", needs: "a field name")
    }
    return names.count == items.count ? names : nil
  }
}
