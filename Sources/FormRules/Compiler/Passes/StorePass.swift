/// Loads list stores from their files, checks table and key names, and checks that each
/// action uses a store it can: inserts and verifies need a table (or a service store with
/// the request the action sends) whose key is a field.
struct StorePass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    for (index, store) in context.definition.stores.enumerated() {
      switch store.kind {
      case .list(let path):
        do {
          context.lists[index] = try ListStore(
            named: path.value, in: context.baseDirectory, keyCase: store.keyCase,
            columns: store.columns?.map(\.value),
            keepingRows: context.definition.lists.contains { $0.storeName == store.name.value })
        } catch {
          context.report(.unreadableList, at: path.location, "cannot read list '\(path.value)': \(error)")
        }
      case .table(let name, let key):
        // The store's own rules, so that `check` refuses every name a store would refuse
        // when it opens (a reserved `sqlite_…` table included).
        let checks: [(Located<String>, (String) throws(StoreError) -> SQLiteIdentifier)] = [
          (name, SQLiteIdentifier.table), (key, SQLiteIdentifier.column),
        ]
        for (identifier, check) in checks {
          do throws(StoreError) {
            _ = try check(identifier.value)
          } catch {
            context.report(.invalidName, at: identifier.location, error.message)
          }
        }
      case .service:
        break  // checked by ``ServicePass``
      }
    }
    for (index, button) in context.definition.buttons.enumerated() {
      switch button.action {
      case .insert(let store, let fields):
        guard let key = tableKey(of: store, action: "insert", button: index, in: &context) else {
          continue
        }
        let inserted = fields?.map(\.value) ?? context.definition.fields.map(\.name.value)
        if !inserted.contains(key) {
          context.report(
            .missingKeyField, at: store.location,
            "'insert: \(store.value)' needs the field '\(key)', the store's key", breaking: .button(index))
        }
      case .verify(let store):
        guard let key = tableKey(of: store, action: "verify", button: index, in: &context) else {
          continue
        }
        if context.fieldIndex[key] == nil {
          context.report(
            .missingKeyField, at: store.location,
            "'verify: \(store.value)' needs a field named '\(key)', the store's key",
            breaking: .button(index))
        }
      case .service, nil:
        break  // a service action is checked by ``ServicePass``
      }
    }
  }

  /// The key of the table store `name`, or of the service store `name` with the request
  /// `action` sends (nil when it names none); reports a list store, or a service store
  /// without that request, used for `action` by the button at index `button`.
  private func tableKey(
    of name: Located<String>, action: String, button: Int, in context: inout CompilationContext
  ) -> String? {
    guard let index = context.storeIndex[name.value] else { return nil }
    switch context.definition.stores[index].kind {
    case .table(_, let key):
      return key.value
    case .list:
      context.report(
        .storeMisuse, at: name.location,
        "cannot \(action) with list store '\(name.value)': lists are read-only; use a table store",
        breaking: .button(button))
      return nil
    case .service(let service):
      let request = action == "insert" ? "insert" : "lookup"
      guard (action == "insert" ? service.insert : service.lookup) != nil else {
        context.report(
          .storeMisuse, at: name.location,
          "cannot \(action) with service store '\(name.value)': it has no '\(request)' request",
          breaking: .button(button))
        return nil
      }
      if action == "verify", service.key == nil {
        context.report(
          .missingKeyField, at: name.location,
          "'verify: \(name.value)' needs the store's 'key', the field whose value the lookup's '{key}' is",
          breaking: .button(button))
      }
      return service.key?.value
    }
  }
}
