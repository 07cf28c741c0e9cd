/// Checks what names a service: each service store's and validator's `service:` (FR211),
/// the placeholders of their request lines (FR212: a store's take `{key}`, a validator's
/// `{field}` and `{value}`), that a store is used only with the requests it has (FR206),
/// and that no secret field's value goes in a URL (FR213) — and compiles them.
struct ServicePass: CompilerPass {
  /// The placeholders of a service store's request lines.
  static let storePlaceholders = ["key"]
  /// The placeholders of a service validator's request line: the checked field's name
  /// and its value.
  static let validatorPlaceholders = ["field", "value"]
  /// The placeholders of a save's request line: the saved field's name and its value.
  static let savePlaceholders = validatorPlaceholders

  func run(_ context: inout CompilationContext) {
    let definition = context.definition
    let serviceNames = definition.services.map(\.name.value)
    for store in definition.stores {
      guard case .service(let service) = store.kind else { continue }
      checkService(service.service, among: serviceNames, in: &context)
      for line in [service.lookup, service.insert].compactMap({ $0 }) {
        checkPlaceholders(
          line, allowed: Self.storePlaceholders, of: "store '\(store.name.value)'", in: &context)
      }
      if let key = service.key, context.fieldIndex[key.value] == nil {
        var message = "unknown field '\(key.value)'"
        if let suggestion = NameSuggestion.suggestion(
          for: key.value, among: definition.fields.map(\.name.value))
        {
          message += " — did you mean '\(suggestion)'?"
        }
        context.report(.unknownField, at: key.location, message)
      } else if let key = service.key, let insert = service.insert,
        insert.template.placeholders.contains("key"),
        let field = context.fieldIndex[key.value], definition.fields[field].secret
      {
        reportSecretInURL(
          field: key.value, line: insert, at: insert.text.location, in: &context, breaking: nil)
      }
      if service.key == nil, let insert = service.insert, insert.template.placeholders.contains("key") {
        context.report(
          .unknownPlaceholder, at: insert.text.location,
          "'{key}' in \"\(insert.text.value)\" needs the field the key is: give store '\(store.name.value)' a 'key'"
        )
      }
    }
    for validator in definition.validators {
      checkService(validator.service, among: serviceNames, in: &context)
      if let request = validator.request {
        checkPlaceholders(
          request, allowed: Self.validatorPlaceholders, of: "validator '\(validator.name.value)'",
          in: &context)
      }
    }
    checkSaves(&context)
    checkActions(&context)
    checkRules(&context)
  }

  /// Checks each button's `action: {service, request}`: its service (FR211), that each
  /// placeholder names a field (FR212), and none a secret one (FR213).
  private func checkActions(_ context: inout CompilationContext) {
    let definition = context.definition
    let serviceNames = definition.services.map(\.name.value)
    let fieldNames = definition.fields.map(\.name.value)
    for (index, button) in definition.buttons.enumerated() {
      guard case .service(let service, let request)? = button.action else { continue }
      checkService(service, among: serviceNames, in: &context)
      guard let request else { continue }
      for name in request.template.placeholders {
        guard let field = context.fieldIndex[name] else {
          var message = "unknown placeholder '{\(name)}' in the request of button '\(button.name.value)': "
          message += "it may name the form's fields"
          if let suggestion = NameSuggestion.suggestion(for: name, among: fieldNames) {
            message += " — did you mean '{\(suggestion)}'?"
          }
          context.report(.unknownPlaceholder, at: request.text.location, message, breaking: .button(index))
          continue
        }
        if definition.fields[field].secret {
          reportSecretInURL(
            field: name, line: request, at: request.text.location, in: &context, breaking: .button(index))
        }
      }
    }
  }

  /// Checks each field's `save:`: its service (FR211), its placeholders (FR212), and that
  /// the field is no secret (FR213: a save sends the value as it is, and a secret is
  /// never sent nor stored in plain text).
  private func checkSaves(_ context: inout CompilationContext) {
    let serviceNames = context.definition.services.map(\.name.value)
    for (index, field) in context.definition.fields.enumerated() {
      guard let save = field.save else { continue }
      checkService(save.service, among: serviceNames, in: &context)
      if let request = save.request {
        checkPlaceholders(
          request, allowed: Self.savePlaceholders, of: "the save of field '\(field.name.value)'", in: &context
        )
      }
      if field.secret {
        context.report(
          .secretInURL, at: save.service.location,
          "the secret field '\(field.name.value)' cannot be saved to a service: a secret is never sent in plain text",
          breaking: .field(index))
      }
    }
  }

  /// Reports a service name that names none (FR211).
  private func checkService(
    _ name: Located<String>, among names: [String], in context: inout CompilationContext
  ) {
    guard !name.value.isEmpty, context.serviceIndex[name.value] == nil else { return }
    context.reportUnknown(.unknownService, kind: "service", name, among: names, in: nil)
  }

  /// Reports each placeholder of `line` outside `allowed` (FR212).
  private func checkPlaceholders(
    _ line: RequestLine, allowed: [String], of owner: String, in context: inout CompilationContext
  ) {
    for name in line.template.placeholders where !allowed.contains(name) {
      var message = "unknown placeholder '{\(name)}' in the request of \(owner): it may say "
      message += allowed.map { "'{\($0)}'" }.joined(separator: " and ")
      if let suggestion = NameSuggestion.suggestion(for: name, among: allowed) {
        message += " — did you mean '{\(suggestion)}'?"
      }
      context.report(.unknownPlaceholder, at: line.text.location, message)
    }
  }

  /// Checks each lookup in a service store and each `custom:` rule answered by a service
  /// validator: the store has a `lookup:` (FR206), a secret field's value is not in the
  /// URL (FR213).
  private func checkRules(_ context: inout CompilationContext) {
    let definition = context.definition
    for (index, field) in definition.fields.enumerated() {
      for rule in field.rules {
        let kind = rule.kind.rule
        if case .store(let name)? = kind.reference, let storeIndex = context.storeIndex[name.value],
          case .service(let service) = definition.stores[storeIndex].kind
        {
          guard let request = service.lookup else {
            context.report(
              .storeMisuse, at: name.location,
              "'\(type(of: kind).keyword)' cannot look up in store '\(name.value)': it has no 'lookup' request",
              breaking: .field(index))
            continue
          }
          if field.secret, request.template.placeholders.contains("key") {
            reportSecretInURL(
              field: field.name.value, line: request, at: rule.location, in: &context, breaking: .field(index)
            )
          }
        }
        if case .custom(let custom) = rule.kind, field.secret,
          let request = definition.validators.first(where: { $0.name.value == custom.name.value })?.request,
          request.template.placeholders.contains("value")
        {
          reportSecretInURL(
            field: field.name.value, line: request, at: rule.location, in: &context, breaking: .field(index))
        }
      }
    }
  }

  private func reportSecretInURL(
    field: String, line: RequestLine, at location: SourceLocation, in context: inout CompilationContext,
    breaking item: SpecItem?
  ) {
    context.report(
      .secretInURL, at: location,
      "the secret field '\(field)' cannot be sent in the URL of \"\(line.text.value)\": secrets never go in URLs (send it in a POST body instead)",
      notes: [Diagnostic.Note("the request is here", at: line.text.location)], breaking: item)
  }

  // MARK: Compiling

  /// The services, compiled.
  static func compiledServices(_ context: CompilationContext) -> [CompiledService] {
    context.definition.services.map { service in
      CompiledService(
        name: service.name.value, url: service.url,
        headers: service.headers.map { ($0.name.value, $0.value) },
        timeout: service.timeout)
    }
  }

  /// The validators whose service and request resolved, by name.
  static func compiledValidators(_ context: CompilationContext) -> [String: ServiceEndpoint] {
    var validators: [String: ServiceEndpoint] = [:]
    for validator in context.definition.validators {
      guard let service = context.serviceIndex[validator.service.value], let request = validator.request,
        validators[validator.name.value] == nil
      else { continue }
      validators[validator.name.value] = ServiceEndpoint(service: service, template: request.template)
    }
    return validators
  }

  /// A field's save, compiled, its `failed:` message localized by `localized`; nil when
  /// its service is unknown or its request unreadable (both reported).
  static func compiled(
    _ save: SaveDefinition, context: CompilationContext, localized: (LocalizedText) -> Localized<String>
  ) -> CompiledSave? {
    guard let service = context.serviceIndex[save.service.value], let request = save.request else {
      return nil
    }
    let failedMessages = save.failedMessage.map(localized)
    return CompiledSave(
      endpoint: ServiceEndpoint(service: service, template: request.template), optimistic: save.optimistic,
      failedMessage: failedMessages?.fallback, failedMessages: failedMessages)
  }

  /// The service store `store`, compiled; nil when its service is unknown (reported).
  static func compiled(_ store: ServiceStoreDefinition, context: CompilationContext) -> CompiledServiceStore?
  {
    guard let service = context.serviceIndex[store.service.value] else { return nil }
    return CompiledServiceStore(
      serviceName: store.service.value,
      lookup: store.lookup.map { ServiceEndpoint(service: service, template: $0.template) },
      insert: store.insert.map { ServiceEndpoint(service: service, template: $0.template) },
      key: store.key?.value)
  }
}
