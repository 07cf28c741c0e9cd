/// Resolves each list's store and search field: an unknown store (FR202) or field
/// (FR201, with the name it resembles), a secret search field (FR209: its value would be
/// sent to a store), and a list named like a field, computed value or button (FR108: all
/// are named in examples' `expect:`).
struct ListPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let definition = context.definition
    var taken: [String: (kind: String, location: SourceLocation)] = [:]
    for button in definition.buttons.reversed() {
      taken[button.name.value] = ("button", button.name.location)
    }
    for value in definition.computed.reversed() {
      taken[value.name.value] = ("computed value", value.name.location)
    }
    for field in definition.fields.reversed() { taken[field.name.value] = ("field", field.name.location) }
    for (index, list) in definition.lists.enumerated() {
      if let other = taken[list.name.value] {
        context.report(
          .duplicateName, at: list.name.location,
          "list '\(list.name.value)' has the same name as \(other.kind) '\(list.name.value)'",
          notes: [Diagnostic.Note("\(other.kind) '\(list.name.value)' is defined here", at: other.location)],
          breaking: .list(index))
      }
      if case .store(let store)? = list.source, context.storeIndex[store.value] == nil {
        context.reportUnknown(
          .unknownStore, kind: "store", store, among: definition.stores.map(\.name.value), in: .list(index))
      }
      if case .store(let store)? = list.source, let storeIndex = context.storeIndex[store.value],
        case .service = definition.stores[storeIndex].kind
      {
        context.report(
          .storeMisuse, at: store.location,
          "list '\(list.name.value)' cannot list store '\(store.value)', a service store: write 'from: {service: NAME, request: LINE}'",
          breaking: .list(index))
      }
      if case .service(let service, let request)? = list.source {
        checkService(service, request: request, of: list, index: index, in: &context)
      }
      guard let search = list.search else { continue }
      guard let field = context.fieldIndex[search.value] else {
        context.reportUnknown(
          .unknownField, kind: "field", search, among: definition.fields.map(\.name.value), in: .list(index))
        continue
      }
      if definition.fields[field].secret {
        context.report(
          .secretKey, at: search.location,
          "list '\(list.name.value)' cannot search with the secret field '\(search.value)': its value would be sent to a store",
          breaking: .list(index))
      }
    }
  }

  /// Checks a list's `from: {service, request}`: the service exists (FR211) and the
  /// request's placeholders name only the list's search field (FR212).
  private func checkService(
    _ service: Located<String>, request: RequestLine?, of list: ListDefinition, index: Int,
    in context: inout CompilationContext
  ) {
    if context.serviceIndex[service.value] == nil {
      context.reportUnknown(
        .unknownService, kind: "service", service, among: context.definition.services.map(\.name.value),
        in: .list(index))
    }
    guard let request else { return }
    let allowed = list.search.map { [$0.value] } ?? []
    for name in request.template.placeholders where !allowed.contains(name) {
      let what =
        allowed.first.map { "it may name the search field '{\($0)}'" } ?? "the list has no search field"
      context.report(
        .unknownPlaceholder, at: request.text.location,
        "unknown placeholder '{\(name)}' in the request of list '\(list.name.value)': \(what)",
        breaking: .list(index))
    }
  }
}
