/// Decodes one entry of `lists:`.
enum ListDecoder {
  /// The keys a list may have.
  static let keys = ["from", "search", "match", "debounce", "limit", "label"]
  /// The keys of `from:`.
  static let sourceKeys = ["store"]

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

  /// Reads `from: {store: NAME}`.
  private static func source(
    _ entry: SpecMapping.Entry, of list: String, reader: inout SpecReader
  ) -> ListDefinition.Source? {
    let owner = SpecOwner.named("'from' of list '\(list)'")
    guard
      let from = reader.mapping(
        entry.value, as: owner.description, owner: owner, keys: sourceKeys,
        hint: "write where the items come from as '{store: NAME}'")
    else { return nil }
    guard let store = from["store"] else {
      reader.reportMissing(sourceKeys, in: from, owner: owner)
      return nil
    }
    return reader.locatedText(store.value, as: store.what, needs: "a store name").map { .store($0) }
  }
}
