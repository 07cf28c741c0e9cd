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
}
