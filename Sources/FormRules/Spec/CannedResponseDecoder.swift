internal import FormRulesIO

/// Decodes an example's `responses:`.
package enum CannedResponseDecoder {
  /// The keys of a canned response written in full.
  static let keys = ["status", "body", "latency"]

  /// Decodes `entry`, the example's `responses:` mapping of routes to responses.
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> [CannedResponse] {
    guard
      let routes = reader.mapping(
        entry.value, as: entry.what, owner: .named("'responses'"), keys: nil, nullIsEmpty: true)
    else { return [] }
    return routes.entries.compactMap { decode(route: $0, reader: &reader) }
  }

  private static func decode(route entry: SpecMapping.Entry, reader: inout SpecReader) -> CannedResponse? {
    let route = entry.key.value
    let method = route.prefix { $0 != " " }
    guard RequestTemplate.methods.contains(String(method)), route.dropFirst(method.count).hasPrefix(" /")
    else {
      reader.report(
        .invalidValue, at: entry.keyLocation,
        "\"\(route)\" is not a route: write 'METHOD /path' with a method of \(RequestTemplate.methods.joined(separator: ", ")), such as 'GET /users/alice'"
      )
      return nil
    }
    var response = CannedResponse(route: entry.key, status: 200, body: [], latency: .zero)
    if entry.value.scalar != nil {
      guard let status = status(entry.value, as: entry.what, reader: &reader) else { return nil }
      response.status = status
      return response
    }
    let owner = SpecOwner.named("the response to \(entry.what)")
    guard
      let mapping = reader.mapping(
        entry.value, as: entry.what, owner: owner, keys: keys,
        hint: "write a response as a status (404) or as '{ status: 200, body: …, latency: 300ms }'")
    else { return nil }
    if let status = mapping["status"] {
      guard let code = self.status(status.value, as: status.what, reader: &reader) else { return nil }
      response.status = code
    }
    if let body = mapping["body"] {
      var writer = JSONWriter(capacity: 256)
      writer.appendValue(json(body.value))
      response.body = writer.bytes
    }
    if let latency = mapping["latency"] {
      response.latency = reader.duration(latency.value, as: latency.what) ?? .zero
    }
    return response
  }

  /// Reads an HTTP status, 100 to 599.
  private static func status(_ node: YAMLNode, as what: String, reader: inout SpecReader) -> Int? {
    guard let status = reader.count(node, as: what, largest: 599) else { return nil }
    guard status >= 100 else {
      reader.report(
        .invalidValue, at: reader.location(of: node), "\(what) must be an HTTP status, 100 to 599")
      return nil
    }
    return status
  }

  /// `node` as JSON: plain scalars by the YAML core schema (null, booleans, numbers),
  /// every other scalar as a string, sequences as arrays, mappings as objects.
  static func json(_ node: YAMLNode) -> JSONValue {
    switch node.content {
    case .scalar(let scalar):
      if scalar.isNull { return .null }
      if let flag = scalar.bool { return .bool(flag) }
      if let integer = scalar.integer { return .number(String(integer)) }
      if let number = scalar.number, number.isFinite { return .number("\(number)") }
      return .string(scalar.text)
    case .sequence(let items):
      return .array(items.map(json))
    case .mapping(let pairs):
      return .object(pairs.map { JSONValue.Member(key: $0.key.scalarText ?? "", value: json($0.value)) })
    }
  }
}
