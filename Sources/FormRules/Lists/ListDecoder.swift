/// Decodes one entry of `lists:`.
enum ListDecoder {
  /// The keys a list may have.
  static let keys = ["from", "search", "match", "debounce", "limit", "label"]
  /// The keys of `from:`.
  static let sourceKeys = ["store", "service", "request"]

  /// Decodes the list `name` from `node`. A list without a readable `from:` is still
  /// returned (without a source), so that its other mistakes are reported too.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader) -> ListDefinition? {
    let owner = SpecOwner.named("list '\(name.value)'")
    guard let mapping = reader.mapping(node, as: owner.description, owner: owner, keys: keys) else {
      return nil
    }
    var list = ListDefinition(name: name)
    if let from = mapping["from"] {
      list.source = source(from, of: name.value, reader: &reader)
    } else {
      reader.reportMissing(["from"], in: mapping, owner: owner)
    }
    list.search = mapping["search"].flatMap {
      reader.locatedText($0.value, as: $0.what, needs: "a field name")
    }
    if let match = mapping["match"].flatMap({
      reader.word($0.value, as: $0.what, noun: "match") as ListMatch?
    }) {
      list.match = match
    }
    list.debounce = mapping["debounce"].flatMap { reader.duration($0.value, as: $0.what) } ?? .zero
    if let entry = mapping["limit"],
      let limit = reader.count(entry.value, as: entry.what, largest: SpecLimits.mostListItems)
    {
      if limit == 0 {
        reader.report(
          .invalidValue, at: reader.location(of: entry.value),
          "'limit' of list '\(name.value)' must be at least 1, found 0")
      } else {
        list.limit = limit
      }
    }
    list.label = mapping["label"].flatMap { reader.localizedText($0.value, as: $0.what) }
    return list
  }

  /// Reads `from: {store: NAME}` or `from: {service: NAME, request: LINE}`.
  private static func source(
    _ entry: SpecMapping.Entry, of list: String, reader: inout SpecReader
  ) -> ListDefinition.Source? {
    let owner = SpecOwner.named("'from' of list '\(list)'")
    guard
      let from = reader.mapping(
        entry.value, as: owner.description, owner: owner, keys: sourceKeys,
        hint: "write where the items come from as '{store: NAME}' or '{service: NAME, request: LINE}'")
    else { return nil }
    let kinds = from.present(["store", "service"])
    guard let kind = kinds.first else {
      reader.reportMissing(["store", "service"], in: from, owner: owner)
      return nil
    }
    if kinds.count == 2 {
      reader.report(
        .conflictingKeys, at: kinds[1].keyLocation,
        "\(owner.description) has both \(kind.what) and \(kinds[1].what); keep one")
    }
    let request = from["request"]
    guard kind.key.value == "service" else {
      if let request {
        reader.report(
          .conflictingKeys, at: request.keyLocation,
          "'request' only applies to 'service', and \(owner.description) is 'store'")
      }
      return reader.locatedText(kind.value, as: kind.what, needs: "a store name").map { .store($0) }
    }
    guard let service = reader.locatedText(kind.value, as: kind.what, needs: "a service name") else {
      return nil
    }
    guard let request else {
      reader.report(.missingKey, at: kind.keyLocation, "\(owner.description) needs 'request' with 'service'")
      return .service(service: service, request: nil)
    }
    return .service(service: service, request: ServiceDecoder.requestLine(request, reader: &reader))
  }
}
