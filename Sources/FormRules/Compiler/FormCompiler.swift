/// Compiles a decoded spec: runs every pass, then builds the ``CompiledForm`` a session
/// turns into its stream graph — whole when no pass found an error, and otherwise, for
/// `check` to analyse what the errors leave intact, with the broken items made inert
/// (see ``AnalysableForm``).
struct FormCompiler {
  /// The passes, in order. Later passes rely on what earlier ones resolved.
  private let passes: [any CompilerPass] = [
    ComputedPass(), ReferencePass(), ConditionPass(), PatternPass(), StorePass(), ServicePass(), CyclePass(),
    LengthBoundsPass(), NumericBoundsPass(), PatternLengthPass(), OneOfPass(),
    ShadowedRulePass(), BacktrackingPass(), SecretStorePass(), SecretComputedPass(), MessagePass(),
    TypeFitPass(), TypeContradictionPass(), ListPass(),
  ]

  /// The errors whose passes name the one item they break (``SpecItem``), and the
  /// findings about rules that leave the form well defined (a field that can never be
  /// ok still runs). Any other error leaves nothing to analyse.
  static let containedErrors: Set<DiagnosticCode> = [
    .unknownField, .unknownStore, .unknownButton, .storeMisuse, .missingKeyField,
    .expressionSyntax, .expressionType, .invalidPattern, .dependencyCycle, .verifyWithoutSecret,
    .contradictoryLengths, .contradictoryBounds, .patternLengthConflict, .unsatisfiableOneOf,
    .invalidPlaceholder, .typeMisfit, .typeContradiction,
  ]

  /// Compiles `definition`, reading list files relative to `baseDirectory`. Returns the
  /// form to analyse (nil when an error leaves nothing to trust; it must be run only when
  /// no diagnostic is an error) and every diagnostic, warnings included.
  func compile(
    _ definition: FormDefinition, baseDirectory: String
  ) -> (AnalysableForm?, [Diagnostic]) {
    guard definition.names == nil else {
      return GroupCompiler(compiler: self, baseDirectory: baseDirectory).compile(
        GroupLowering.lower(definition))
    }
    return compileFlat(definition, baseDirectory: baseDirectory)
  }

  /// Compiles `definition`, whose groups (if it had any) are flattened already.
  func compileFlat(
    _ definition: FormDefinition, baseDirectory: String
  ) -> (AnalysableForm?, [Diagnostic]) {
    var context = CompilationContext(definition: definition, baseDirectory: baseDirectory)
    for pass in passes { pass.run(&context) }
    let contained = context.diagnostics.allSatisfy {
      $0.severity != .error || Self.containedErrors.contains($0.code)
    }
    guard contained, let stores = compiledStores(context) else { return (nil, context.diagnostics) }
    let form = assemble(context, stores: stores)
    return (AnalysableForm(form: form, broken: context.brokenItems), context.diagnostics)
  }

  /// The stores with their backing; nil if a list failed to load (reported already).
  private func compiledStores(_ context: CompilationContext) -> [CompiledStore]? {
    var stores: [CompiledStore] = []
    for (index, store) in context.definition.stores.enumerated() {
      let backing: CompiledStore.Backing
      switch store.kind {
      case .table(let name, let key):
        backing = .table(name: name.value, key: key.value)
      case .list:
        guard let list = context.lists[index] else { return nil }
        backing = .list(list)
      case .service(let service):
        guard let store = ServicePass.compiled(service, context: context) else { return nil }
        backing = .service(store)
      }
      stores.append(
        CompiledStore(
          name: store.name.value, backing: backing, latency: store.latency, keyCase: store.keyCase))
    }
    return stores
  }

  private func assemble(_ context: CompilationContext, stores: [CompiledStore]) -> CompiledForm {
    let definition = context.definition
    let locale = definition.defaultLocale
    let labels = definition.fields.map {
      $0.label.map { localized($0, defaultLocale: locale) }
        ?? Localized(Self.humanize(Self.ownName($0.name.value)))
    }
    let okMessages = definition.fields.map { $0.okMessage.map { localized($0, defaultLocale: locale) } }
    let broken = context.brokenItems
    let fields = definition.fields.enumerated().map { index, field in
      let isBroken = broken.contains(.field(index))
      var compiled = CompiledField(
        name: field.name.value, role: field.role, label: labels[index].fallback, labels: labels[index],
        type: field.type,
        secret: field.secret,
        optional: field.optional,
        okMessage: okMessages[index]?.fallback, okMessages: okMessages[index],
        debounce: field.debounce ?? .zero,
        checks: isBroken
          ? []
          : field.rules.compactMap {
            check(
              for: $0, label: labels[index].fallback, type: field.type, labels: labels.map(\.fallback),
              context: context)
          },
        enabledWhen: isBroken ? nil : context.fieldConditions[index],
        requiredWhen: isBroken ? nil : context.requiredConditions[index],
        visibleWhen: isBroken ? nil : context.visibleConditions[index],
        isConfirmation: field.rules.contains {
          if case .equals = $0.kind { return true }
          return false
        },
        location: field.name.location, conditionLocation: field.enabledWhen?.location,
        requiredLocation: field.requiredWhen?.location, visibleLocation: field.visibleWhen?.location,
        normalizers: field.normalize.map(\.value))
      if !isBroken, let save = field.save {
        compiled.save = ServicePass.compiled(
          save, context: context, localized: { localized($0, defaultLocale: locale) })
      }
      return compiled
    }
    let buttons = definition.buttons.enumerated().map { index, button in
      let isBroken = broken.contains(.button(index))
      let okMessages =
        button.okMessage.map { localized($0, defaultLocale: locale) }
        ?? CompiledButton.defaultOkMessage.compiled(defaultLocale: locale).map { $0.rendered { _ in nil } }
      let failedMessages = button.failedMessage.map { localized($0, defaultLocale: locale) }
      return CompiledButton(
        name: button.name.value, enabledWhen: isBroken ? nil : context.buttonConditions[index],
        action: isBroken ? nil : action(for: button, fields: fields, context: context),
        okMessage: okMessages.fallback, okMessages: okMessages, failedMessage: failedMessages?.fallback,
        failedMessages: failedMessages,
        location: button.name.location, conditionLocation: button.enabledWhen?.location)
    }
    let computed = definition.computed.compactMap { value -> CompiledComputed? in
      guard let expanded = context.computed.values[value.name.value] else { return nil }
      return CompiledComputed(
        name: value.name.value, expression: expanded.expression, type: expanded.type,
        location: value.name.location, fieldIndex: context.fieldIndex)
    }
    var form = CompiledForm(
      definition: definition, titles: definition.title.map { localized($0, defaultLocale: locale) },
      fields: fields, buttons: buttons, computed: computed, stores: stores,
      fieldIndex: context.fieldIndex, buttonIndex: context.buttonIndex,
      lengthUnit: definition.lengthUnit, enabledOrder: context.enabledOrder,
      gateOrder: context.gateOrder)
    form.services = ServicePass.compiledServices(context)
    form.serviceValidators = ServicePass.compiledValidators(context)
    form.lists = compiledLists(context)
    return form
  }

  /// Where `list`'s items come from, resolved; nil when its store or service is unknown
  /// (reported).
  private func compiledSource(of list: ListDefinition, _ context: CompilationContext) -> CompiledList.Source?
  {
    switch list.source {
    case .store(let name)?: context.storeIndex[name.value].map { .store($0) }
    case .service(let service, let request?)?:
      context.serviceIndex[service.value].map {
        .service(ServiceEndpoint(service: $0, template: request.template))
      }
    case .service(_, nil)?, nil: nil
    }
  }

  /// The lists whose store and search field resolved (the others are reported already).
  private func compiledLists(_ context: CompilationContext) -> [CompiledList] {
    let definition = context.definition
    let hidden = Set(definition.fields.filter(\.secret).map { Self.ownName($0.name.value).lowercased() })
    return definition.lists.enumerated().compactMap { index, list in
      guard !context.brokenItems.contains(.list(index)), let source = compiledSource(of: list, context) else {
        return nil
      }
      let search = list.search.flatMap { context.fieldIndex[$0.value] }
      if list.search != nil, search == nil { return nil }
      let labels =
        list.label.map { localized($0, defaultLocale: definition.defaultLocale) }
        ?? Localized(Self.humanize(list.name.value))
      return CompiledList(
        name: list.name.value, labels: labels, label: labels.fallback, source: source, search: search,
        match: list.match, debounce: list.debounce, limit: list.limit, hiddenColumns: hidden,
        location: list.name.location)
    }
  }

  /// The compiled `rule`; nil when what it names is unknown (reported already).
  private func check(
    for rule: RuleDefinition, label: String, type: ValueType, labels: [String],
    context: CompilationContext
  ) -> FieldCheck? {
    let kind = rule.kind.rule
    var reference: Int?
    switch kind.reference {
    case .field(let name):
      guard let index = context.fieldIndex[name.value] else { return nil }
      reference = index
    case .store(let name):
      guard let index = context.storeIndex[name.value] else { return nil }
      reference = index
    case nil:
      break
    }
    let specialised = kind.specialised(for: type)
    let templates =
      context.messageTemplates[rule.location]
      ?? specialised.defaultMessage.compiled(defaultLocale: context.definition.defaultLocale)
    var check = FieldCheck(
      kind: specialised.kind, templates: templates, unit: rule.unit ?? context.definition.lengthUnit,
      reference: reference, reads: kind.fieldsRead.compactMap { context.fieldIndex[$0] })
    check.localize(in: nil, label: label, labels: labels)
    return check
  }

  /// The texts of `text`, for lookup.
  func localized(_ text: LocalizedText, defaultLocale: LocaleTag) -> Localized<String> {
    let texts = text.texts(defaultLocale: defaultLocale)
    return Localized(
      texts.map { ($0.key, $0.text.value) }, defaultLocale: defaultLocale, first: texts[0].text.value)
  }

  private func action(
    for button: ButtonDefinition, fields: [CompiledField], context: CompilationContext
  ) -> CompiledButton.Action? {
    switch button.action {
    case nil:
      return nil
    case .insert(let store, let chosen):
      guard let storeIndex = context.storeIndex[store.value] else { return nil }
      let inserted =
        chosen?.compactMap { context.fieldIndex[$0.value] }
        ?? fields.indices.filter { !fields[$0].isConfirmation && isStored(fields[$0]) }
      return .insert(store: storeIndex, fields: inserted)
    case .verify(let store):
      guard let storeIndex = context.storeIndex[store.value],
        let key = context.definition.stores[storeIndex].kind.keyField,
        let keyField = context.fieldIndex[key]
      else { return nil }
      let secrets = fields.indices.filter { fields[$0].secret && !fields[$0].isConfirmation }
      return .verify(store: storeIndex, keyField: keyField, secretFields: secrets)
    case .service(let service, let request):
      guard let serviceIndex = context.serviceIndex[service.value], let request else { return nil }
      return .service(ServiceEndpoint(service: serviceIndex, template: request.template))
    }
  }

  /// `repeat_password` → `Repeat password`.
  /// Whether an insert with no `fields:` stores `field`: inputs, and repeated groups (as
  /// child rows), not what the session computes.
  private func isStored(_ field: CompiledField) -> Bool {
    switch field.role {
    case .input, .repeatedGroup: true
    case .aggregate, .mirror: false
    }
  }

  /// The last part of a field's path (`city` of `address.city`), without the marks of a
  /// mirror (`country` of `^country`).
  static func ownName(_ path: String) -> String {
    let name = path.drop { $0 == "^" }
    return String(name.split(separator: ".").last ?? name)
  }

  static func humanize(_ name: String) -> String {
    let spaced = name.replacingUnderscoresWithSpaces()
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }
}

extension String {
  fileprivate func replacingUnderscoresWithSpaces() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
