/// Decodes one entry of `stores:`.
enum StoreDecoder {
  /// The keys a store may have.
  static let keys = ["table", "key", "list", "service", "lookup", "insert", "latency", "case", "columns"]
  /// The keys only a service store may have.
  static let serviceKeys = ["lookup", "insert"]

  /// Decodes the store `name` from `node`.
  ///
  /// A store has exactly one of `table:` (then `key:` is required) or `list:`; with both,
  /// the first one written counts. Table and column names must be identifiers, since they
  /// name SQLite objects. When a table's names cannot be read the store is still returned,
  /// with the names it has (possibly empty), so that references to it resolve; the
  /// diagnostics say what is wrong.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> StoreDefinition?
  {
    let owner = SpecOwner.named("store '\(name.value)'")
    guard let mapping = reader.mapping(node, as: owner.description, owner: owner, keys: keys) else {
      return nil
    }
    let latency = mapping["latency"].flatMap { reader.duration($0.value, as: $0.what) } ?? .zero
    let keyCase: KeyCase =
      mapping["case"].flatMap { reader.word($0.value, as: $0.what, noun: "case") } ?? .sensitive
    let kinds = mapping.present(["table", "list", "service"])
    if kinds.count >= 2 {
      reader.report(
        .conflictingKeys, at: kinds[1].keyLocation,
        "\(owner.description) has both \(kinds[0].what) and \(kinds[1].what); keep one")
    }
    let key = mapping["key"]
    if let service = kinds.first, service.key.value == "service" {
      if let caseEntry = mapping["case"] {
        reader.report(
          .conflictingKeys, at: caseEntry.keyLocation,
          "'case' does not apply to a 'service' store: the service compares its keys itself")
      }
      return StoreDefinition(
        name: name,
        kind: .service(serviceStore(service, key: key, in: mapping, owner: owner, reader: &reader)),
        latency: latency, keyCase: keyCase)
    }
    for entry in mapping.present(serviceKeys) {
      reader.report(
        .conflictingKeys, at: entry.keyLocation,
        "\(entry.what) only applies to a 'service' store, and \(owner.description) has none")
    }
    let columns = mapping["columns"].flatMap { ListColumns.decode($0, of: owner, reader: &reader) }
    if let list = kinds.first, list.key.value == "list" {
      if let key {
        reader.report(
          .conflictingKeys, at: key.keyLocation,
          "'key' only applies to a 'table' store, and \(owner.description) has 'list'")
      }
      var path = reader.locatedText(list.value, as: list.what, needs: "a file name")
      if path?.value.isEmpty == true {
        reader.report(
          .invalidValue, at: reader.location(of: list.value), "'list' needs a file name, found \"\"")
        path = nil
      }
      return StoreDefinition(
        name: name, kind: .list(path: path ?? Located(value: "", location: reader.location(of: list.value))),
        latency: latency, keyCase: keyCase, columns: columns)
    }
    if let entry = mapping["columns"] {
      reader.report(
        .conflictingKeys, at: entry.keyLocation,
        "'columns' only applies to a 'list' store; a table store's items have the table's columns")
    }
    let table = kinds.first
    if table == nil {
      reader.reportMissing(["table", "list", "service"], in: mapping, owner: owner)
    } else if key == nil {
      reader.reportMissing(["key"], in: mapping, owner: owner)
    }
    let tableName = table.flatMap { sqlName($0, kind: "table", reader: &reader) }
    let column = key.flatMap { sqlName($0, kind: "column", reader: &reader) }
    return StoreDefinition(
      name: name,
      kind: .table(
        name: tableName
          ?? Located(value: "", location: table.map { reader.location(of: $0.value) } ?? mapping.location),
        key: column
          ?? Located(value: "", location: key.map { reader.location(of: $0.value) } ?? mapping.location)),
      latency: latency, keyCase: keyCase)
  }

  /// Reads a service store: `service:` with `lookup:` and/or `insert:`, and `key:`.
  private static func serviceStore(
    _ service: SpecMapping.Entry, key: SpecMapping.Entry?, in mapping: SpecMapping, owner: SpecOwner,
    reader: inout SpecReader
  ) -> ServiceStoreDefinition {
    if mapping.present(serviceKeys).isEmpty {
      reader.reportMissing(serviceKeys, in: mapping, owner: owner)
    }
    return ServiceStoreDefinition(
      service: reader.locatedText(service.value, as: service.what, needs: "a service name")
        ?? Located(value: "", location: reader.location(of: service.value)),
      key: key.flatMap { reader.locatedText($0.value, as: $0.what, needs: "a field name") },
      lookup: mapping["lookup"].flatMap { ServiceDecoder.requestLine($0, reader: &reader) },
      insert: mapping["insert"].flatMap { ServiceDecoder.requestLine($0, reader: &reader) })
  }

  /// Reads `entry` as the name of a SQLite table or column: an identifier (FR104). An
  /// invalid name is not returned, so that it never reaches SQL.
  private static func sqlName(
    _ entry: SpecMapping.Entry, kind: String, reader: inout SpecReader
  ) -> Located<String>? {
    guard let name = reader.locatedText(entry.value, as: entry.what, needs: "a \(kind) name") else {
      return nil
    }
    if let problem = IdentifierSyntax.problem(
      with: name.value, kind: kind, allowingReservedWords: true)
    {
      reader.report(.invalidName, at: reader.location(of: entry.value), problem)
      return nil
    }
    return name
  }
}
