/// Decodes the entries of `services:` and `validators:`, and the request lines they and
/// service stores hold.
enum ServiceDecoder {
  /// The keys a service may have.
  static let keys = ["url", "timeout", "headers"]
  /// The keys a validator may have.
  static let validatorKeys = ["service", "request"]

  /// Decodes the service `name` from `node`; nil when `node` is not a mapping.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader) -> ServiceDefinition? {
    let owner = SpecOwner.named("service '\(name.value)'")
    guard let mapping = reader.mapping(node, as: owner.description, owner: owner, keys: keys) else {
      return nil
    }
    var service = ServiceDefinition(
      name: name, url: VariableText(parts: []), timeout: ServiceDefinition.defaultTimeout, headers: [])
    if let url = mapping["url"] {
      if let text = variableText(url.value, as: url.what, into: &service, reader: &reader) {
        let prefix = text.literalPrefix.lowercased()
        if !text.literalPrefix.isEmpty || text.variables.isEmpty,
          !(prefix.hasPrefix("http://") || prefix.hasPrefix("https://"))
        {
          reader.report(
            .invalidValue, at: reader.location(of: url.value),
            "'url' must start with 'http://' or 'https://' (or a '${VAR}' that does)")
        }
        service.url = text
      }
    } else {
      reader.reportMissing(["url"], in: mapping, owner: owner)
    }
    if let timeout = mapping["timeout"], let duration = reader.duration(timeout.value, as: timeout.what) {
      if duration > .zero {
        service.timeout = duration
      } else {
        reader.report(
          .invalidValue, at: reader.location(of: timeout.value), "'timeout' must be longer than 0")
      }
    }
    if let headers = mapping["headers"],
      let entries = reader.mapping(
        headers.value, as: headers.what, owner: .named("'headers'"), keys: nil, nullIsEmpty: true)
    {
      for entry in entries.entries {
        if !isToken(entry.key.value) {
          reader.report(
            .invalidName, at: entry.keyLocation,
            "'\(entry.key.value)' is not a valid header name: use letters, digits and '-'")
          continue
        }
        if let value = variableText(entry.value, as: entry.what, into: &service, reader: &reader) {
          service.headers.append(ServiceDefinition.Header(name: entry.key, value: value))
        }
      }
    }
    return service
  }

  /// Decodes the validator `name` from `node`; nil when `node` is not a mapping.
  static func decodeValidator(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> ValidatorDefinition?
  {
    let owner = SpecOwner.named("validator '\(name.value)'")
    guard let mapping = reader.mapping(node, as: owner.description, owner: owner, keys: validatorKeys) else {
      return nil
    }
    let missing = validatorKeys.filter { mapping[$0] == nil }
    if !missing.isEmpty { reader.reportMissing(missing, in: mapping, owner: owner) }
    let service =
      mapping["service"].flatMap { reader.locatedText($0.value, as: $0.what, needs: "a service name") }
      ?? Located(value: "", location: mapping.location)
    return ValidatorDefinition(
      name: name, service: service, request: mapping["request"].flatMap { requestLine($0, reader: &reader) })
  }

  /// Reads `entry`'s value as a request line (FR106 when it is not one).
  static func requestLine(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> RequestLine? {
    guard let text = reader.locatedText(entry.value, as: entry.what, needs: "a request line") else {
      return nil
    }
    switch RequestTemplate.parse(text.value) {
    case .success(let template):
      return RequestLine(text: text, template: template)
    case .failure(let problem):
      reader.report(.invalidValue, at: reader.location(of: entry.value), problem.message(text.value))
      return nil
    }
  }

  /// Reads `node` as text with `${VAR}`s (FR106 when a `${` is malformed), adding each
  /// variable, located, to `service`'s.
  private static func variableText(
    _ node: YAMLNode, as what: String, into service: inout ServiceDefinition, reader: inout SpecReader
  ) -> VariableText? {
    guard let text = reader.text(node, as: what) else { return nil }
    switch VariableText.parse(text, at: reader.contentLocation(of: node)) {
    case .success(let parsed):
      service.variables += parsed.variables
      return parsed.text
    case .failure(let problem):
      reader.report(
        .invalidValue, at: reader.location(of: node), "\(what) cannot be read: \(problem.message)")
      return nil
    }
  }

  /// Whether `name` is an HTTP header name (an RFC 9110 token, letters, digits and `-`
  /// here).
  private static func isToken(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      }
  }
}
